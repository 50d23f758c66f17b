//--blockDim=2 --gridDim=4 --buffer lock=1 --buffer counter=1
//expect: data-race
// caslock2 (GPUMC Table 1, shape (4,2)): caslock.cu in the "2" variant: the
// acquire is relaxed, so it reads the release store without synchronising and
// the counter increments race. scripts/bench-locks.sh and
// tests/lit/dpor/bench-locks.test also check the shape (6,4) (--gridDim=6
// --blockDim=4).

#include <cuda/atomic>

__global__ void caslock(int *lock, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(*lock);
  int expected = 0;
  while (!l.compare_exchange_strong(expected, 1, cuda::memory_order_relaxed,
                                    cuda::memory_order_relaxed))
    expected = 0;
  *counter += 1;
  l.store(0, cuda::memory_order_release);
}
