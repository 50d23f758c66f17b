//--blockDim=2 --gridDim=4 --buffer next=1 --buffer serving=1 --buffer counter=1
//bench: safe executions=40320
// ticketlock (GPUMC Table 1, shape (4,2)): every thread of the grid takes a
// ticket (relaxed fetch_add on next), waits until serving equals it (acquire
// load), increments a plain counter and serves the next ticket (release store).
// Race-free. 8! = 40,320 ticket orders, one complete execution each (a load of
// another ticket is cut, docs/memory-model.md "Spin loops"). Too slow for the
// kernel suite; scripts/bench-locks.sh checks it (a "//bench:" line instead of
// "//expect:").

#include <cuda/atomic>

__global__ void ticketlock(int *next, int *serving, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> n(*next), s(*serving);
  int ticket = n.fetch_add(1, cuda::memory_order_relaxed);
  while (s.load(cuda::memory_order_acquire) != ticket)
    ;
  *counter += 1;
  s.store(ticket + 1, cuda::memory_order_release);
}
