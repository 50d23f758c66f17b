//--blockDim=4 --gridDim=6 --buffer next=1 --buffer serving=1 --buffer counter=4
//expect: data-race
// ticketlock1-block (shape (6,4)): ticketlock-block.cu with a relaxed release
// store (the "1" variant): the counter accesses of two blocks race.

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
    s.store(ticket + 1, cuda::memory_order_relaxed);
}
