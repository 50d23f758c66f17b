//--blockDim=2 --gridDim=4 --buffer lock=1 --buffer counter=1
//bench: safe executions=40320
// caslock (GPUMC Table 1, shape (4,2)): every thread of the grid takes a
// device-scope CAS spinlock (acquire CAS, release store) and increments a plain
// counter in its critical section. Race-free: each release store synchronises
// with the acquire CAS that reads it. 8 threads, 8! = 40,320 acquisition
// orders, one complete execution each (a failed CAS is cut,
// docs/memory-model.md "Spin loops"). Too slow for the kernel suite (about a
// minute); scripts/bench-locks.sh checks it and its (6,4) shape.

#include <cuda/atomic>

__global__ void caslock(int *lock, int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(*lock);
  int expected = 0;
  while (!l.compare_exchange_strong(expected, 1, cuda::memory_order_acquire,
                                    cuda::memory_order_relaxed))
    expected = 0;
  *counter += 1;
  l.store(0, cuda::memory_order_release);
}
