//--blockDim=4 --gridDim=6 --buffer lock=1 --buffer counter=4
//expect: data-race
// caslock1-block (shape (6,4)): caslock-block.cu with a relaxed release store
// (the "1" variant): the counter accesses of two blocks race.

#include <cuda/atomic>

__global__ void caslock_block(int *lock, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(*lock);
  if (threadIdx.x == 0) {
    int expected = 0;
    while (!l.compare_exchange_strong(expected, 1, cuda::memory_order_acquire,
                                      cuda::memory_order_relaxed))
      expected = 0;
  }
  __syncthreads();
  counter[threadIdx.x] += 1; // the whole block is in the critical section
  __syncthreads();
  if (threadIdx.x == 0)
    l.store(0, cuda::memory_order_relaxed);
}
