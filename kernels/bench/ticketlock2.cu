//--blockDim=2 --gridDim=4 --buffer next=1 --buffer serving=1 --buffer counter=1
//expect: data-race
// ticketlock2 (GPUMC Table 1, shape (4,2)): ticketlock.cu in the "2" variant:
// the acquire is relaxed, so it reads the release store without synchronising
// and the counter increments race. scripts/bench-locks.sh and
// tests/lit/dpor/bench-locks.test also check the shape (6,4) (--gridDim=6
// --blockDim=4).

#include <cuda/atomic>

__global__ void ticketlock(int *next, int *serving, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> n(*next), s(*serving);
  int ticket = n.fetch_add(1, cuda::memory_order_relaxed);
  while (s.load(cuda::memory_order_relaxed) != ticket)
    ;
  *counter += 1;
  s.store(ticket + 1, cuda::memory_order_release);
}
