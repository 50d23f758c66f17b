//--blockDim=3 --gridDim=4 --buffer in=4 --buffer out=4 --buffer data=4 --buffer result=4
//expect: data-race
// XF-Barrier2 (GPUMC Table 1, shape (4,3)): xf-barrier.cu with relaxed flag
// loads (the "2" variant): they read the release stores without synchronising,
// so the write before the barrier and the read after it race.

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
      while (flag_ref(in[b]).load(cuda::memory_order_relaxed) != 1)
        ;
    __syncthreads();
    for (int b = tid; b < nblocks; b += blockDim.x)
      flag_ref(out[b]).store(1, cuda::memory_order_release);
  }
  if (tid == 0)
    while (flag_ref(out[bid]).load(cuda::memory_order_relaxed) != 1)
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
