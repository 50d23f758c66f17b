//--blockDim=4 --gridDim=6 --buffer lock=1 --buffer counter=4
//expect: data-race
// ttaslock2-block (shape (6,4)): ttaslock-block.cu with a relaxed acquire (the
// "2" variant): the counter accesses of two blocks race.

#include <cuda/atomic>

__global__ void ttaslock_block(int *lock, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(*lock);
  if (threadIdx.x == 0) {
    while (true) {
      while (l.load(cuda::memory_order_relaxed) != 0)
        ;
      int expected = 0;
      if (l.compare_exchange_strong(expected, 1, cuda::memory_order_relaxed,
                                    cuda::memory_order_relaxed))
        break;
    }
  }
  __syncthreads();
  counter[threadIdx.x] += 1; // the whole block is in the critical section
  __syncthreads();
  if (threadIdx.x == 0)
    l.store(0, cuda::memory_order_release);
}
