//--blockDim=1 --gridDim=2 --buffer lock=1 --buffer counter=1
//expect: safe
// A spin lock across blocks with CUDA 12.8's __nv_atomic_compare_exchange_n
// (acquire on success, relaxed on failure, device scope) and a release
// store: the lock orders the plain increments of the counter. The failed
// compare-exchange writes the value it read back into `expected`, so the
// loop resets it.

__global__ void locked(int *lock, int *counter) {
  int expected = 0;
  while (!__nv_atomic_compare_exchange_n(lock, &expected, 1, false,
                                         __NV_ATOMIC_ACQUIRE,
                                         __NV_ATOMIC_RELAXED,
                                         __NV_THREAD_SCOPE_DEVICE))
    expected = 0;
  *counter += 1;
  __nv_atomic_store_n(lock, 0, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
}
