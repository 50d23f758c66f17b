//--blockDim=4 --gridDim=6 --buffer lock=1 --buffer counter=4
//bench: safe executions=518400
// ttaslock-block (shape (6,4)): the common CUDA form of ttaslock.cu: one thread
// per block (threadIdx.x == 0) takes the lock for its block, the block
// synchronises with __syncthreads(), every thread of the block increments its
// own element of a plain counter array, the block synchronises again and the
// leader releases. Race-free: the counter accesses of two blocks are ordered by
// __syncthreads, the release, the acquire that reads it and __syncthreads. One
// complete execution per order of the 6 blocks' critical sections and choice of
// the "free" write each successful test load reads ((6!)^2 = 518,400, as for
// ttaslock.cu).

#include <cuda/atomic>

__global__ void ttaslock_block(int *lock, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(*lock);
  if (threadIdx.x == 0) {
    while (true) {
      while (l.load(cuda::memory_order_relaxed) != 0)
        ;
      int expected = 0;
      if (l.compare_exchange_strong(expected, 1, cuda::memory_order_acquire,
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
