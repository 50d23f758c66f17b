//--blockDim=2 --gridDim=3 --buffer lock=1 --buffer counter=1
//bench: safe executions=518400
// ttaslock (GPUMC Table 1, shape (3,2)): a test-and-test-and-set lock: every
// thread of the grid spins on a relaxed load until the lock looks free, then
// tries an acquire CAS; it increments a plain counter and releases with a
// release store. Race-free. The relaxed test load may read any earlier write of
// 0 (the initial value or a release), so the complete executions are (6!)^2 =
// 518,400: an acquisition order and, for the k-th acquirer, which of the k
// earlier "free" writes its successful test read (tests/lit/dpor/ttaslock-2.ir
// derives 4 for two threads). Too slow for the kernel suite;
// scripts/bench-locks.sh checks it.

#include <cuda/atomic>

__global__ void ttaslock(int *lock, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(*lock);
  while (true) {
    while (l.load(cuda::memory_order_relaxed) != 0)
      ;
    int expected = 0;
    if (l.compare_exchange_strong(expected, 1, cuda::memory_order_acquire,
                                  cuda::memory_order_relaxed))
      break;
  }
  *counter += 1;
  l.store(0, cuda::memory_order_release);
}
