//--blockDim=2 --gridDim=2
//expect: safe
// A __shared__ cuda::atomic with thread_scope_block: each block's threads
// share their own, so block scope is enough; a barrier orders the
// initialisation.

#include <cuda/atomic>

__global__ void tickets(int *out) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> next;
  if (threadIdx.x == 0)
    next.store(0, cuda::memory_order_relaxed);
  __syncthreads();
  next.fetch_add(1, cuda::memory_order_relaxed);
}
