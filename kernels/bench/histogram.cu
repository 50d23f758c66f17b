//--blockDim=2 --gridDim=2 --buffer hist=2
//expect: barrier-divergence
// histogram (GPUMC Table 3, our small shape (2,2)): each thread adds one
// to its value's bin of its block's shared histogram (relaxed, block
// scope), the block synchronises, and thread t < NBINS adds the block's
// bin t to the global histogram (seq_cst, device scope). The shared
// histogram is only accessed with block-scoped relaxed atomics, so the
// only error of the buggy form is the divergence. The bug GPUMC
// introduces for its divergence benchmark: only thread 0 of the block
// reaches the barrier, barrier divergence. histogram-fixed.cu has the
// barrier for every thread. kernels/c11/gpumc/histogram.c is the same
// program in GPUMC's C format.
#include <cuda/atomic>

#define NBINS 2

__global__ void histogram(int *hist) {
  __shared__ int shist[NBINS];
  int tid = threadIdx.x, gid = blockIdx.x * blockDim.x + tid;
  if (tid < NBINS)
    cuda::atomic_ref<int, cuda::thread_scope_block>(shist[tid])
        .store(0, cuda::memory_order_relaxed);
  __syncthreads();
  int bin = (gid + 1) % NBINS;
  cuda::atomic_ref<int, cuda::thread_scope_block>(shist[bin])
      .fetch_add(1, cuda::memory_order_relaxed);
  if (tid == 0)
    __syncthreads();
  if (tid < NBINS)
    cuda::atomic_ref<int, cuda::thread_scope_device>(hist[tid])
        .fetch_add(cuda::atomic_ref<int, cuda::thread_scope_block>(shist[tid])
                       .load(cuda::memory_order_relaxed));
}
