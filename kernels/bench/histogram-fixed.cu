//--blockDim=2 --gridDim=2 --buffer hist=2
//expect: safe executions=4
// histogram-fixed (GPUMC Table 3, shape (2,2)): histogram.cu with the
// barrier reached by every thread. In each block the two threads add to
// different bins (no order to choose), the barrier orders those adds
// before the reads of the bins, and each global bin gets one add from each
// block in either order: 2 x 2 = 4 executions, safe.
// The program: each thread adds one
// to its value's bin of its block's shared histogram (relaxed, block
// scope), the block synchronises, and thread t < NBINS adds the block's
// bin t to the global histogram (seq_cst, device scope). The shared
// histogram is only accessed with block-scoped relaxed atomics, so the
// only error of the buggy form is the divergence. The bug GPUMC
// introduces (histogram.cu) makes only thread 0 reach the barrier.
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
  __syncthreads();
  if (tid < NBINS)
    cuda::atomic_ref<int, cuda::thread_scope_device>(hist[tid])
        .fetch_add(cuda::atomic_ref<int, cuda::thread_scope_block>(shist[tid])
                       .load(cuda::memory_order_relaxed));
}
