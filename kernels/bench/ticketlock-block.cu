//--blockDim=4 --gridDim=6 --buffer next=1 --buffer serving=1 --buffer counter=4
//bench: safe executions=720
// ticketlock-block (shape (6,4)): the common CUDA form of ticketlock.cu: one
// thread per block (threadIdx.x == 0) takes the lock for its block, the block
// synchronises with __syncthreads(), every thread of the block increments its
// own element of a plain counter array, the block synchronises again and the
// leader releases. Race-free: the counter accesses of two blocks are ordered by
// __syncthreads, the release, the acquire that reads it and __syncthreads. One
// complete execution per order of the 6 blocks' critical sections (6! = 720).

#include <cuda/atomic>

__global__ void ticketlock_block(int *next, int *serving, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> n(*next), s(*serving);
  int ticket = 0;
  if (threadIdx.x == 0) {
    ticket = n.fetch_add(1, cuda::memory_order_relaxed);
    while (s.load(cuda::memory_order_acquire) != ticket)
      ;
  }
  __syncthreads();
  counter[threadIdx.x] += 1; // the whole block is in the critical section
  __syncthreads();
  if (threadIdx.x == 0)
    s.store(ticket + 1, cuda::memory_order_release);
}
