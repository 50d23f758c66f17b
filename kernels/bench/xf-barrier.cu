//--blockDim=3 --gridDim=4 --buffer in=4 --buffer out=4 --buffer data=4 --buffer result=4
//expect: safe
// XF-Barrier (GPUMC Table 1, shape (4,3)): Xiao and Feng's inter-block barrier
// ("Inter-block GPU communication via fast barrier synchronization", IPDPS
// 2010) with release flag stores and acquire flag loads at device scope. A
// plain write before the barrier by one block and a plain read after it by
// another are ordered (release store, acquire load, __syncthreads in block 0,
// release store, acquire load, __syncthreads in the reading block): race-free.
// With the (6,4) shape the buffers need 6 elements (scripts/bench-locks.sh
// passes them).

#include <cuda/atomic>

using flag_ref = cuda::atomic_ref<int, cuda::thread_scope_device>;

// Xiao and Feng's lock-free inter-block barrier (goal value 1): every
// block's leader sets its arrival flag; the threads of block 0 wait for the
// flags (thread t for blocks t, t + blockDim.x, ...), synchronise with
// __syncthreads() and set every block's release flag; every leader waits
// for its release flag, and its block synchronises with __syncthreads().
__device__ void xf_sync(int *in, int *out) {
  int nblocks = gridDim.x, bid = blockIdx.x, tid = threadIdx.x;
  if (tid == 0)
    flag_ref(in[bid]).store(1, cuda::memory_order_release);
  if (bid == 0) {
    for (int b = tid; b < nblocks; b += blockDim.x)
      while (flag_ref(in[b]).load(cuda::memory_order_acquire) != 1)
        ;
    __syncthreads();
    for (int b = tid; b < nblocks; b += blockDim.x)
      flag_ref(out[b]).store(1, cuda::memory_order_release);
  }
  if (tid == 0)
    while (flag_ref(out[bid]).load(cuda::memory_order_acquire) != 1)
      ;
  __syncthreads();
}

// Each block's first thread writes its block's slot of data before the
// barrier; the last thread of every block reads the next block's slot after
// it.
__global__ void xfbarrier(int *in, int *out, int *data, int *result) {
  int bid = blockIdx.x;
  if (threadIdx.x == 0)
    data[bid] = bid + 1;
  xf_sync(in, out);
  if (threadIdx.x == blockDim.x - 1)
    result[bid] = data[(bid + 1) % gridDim.x];
}
