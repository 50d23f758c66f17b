//--blockDim=1 --gridDim=2 --buffer lock=1 --buffer counter=1
//expect: heterogeneous-race
// nv-atomic-cas-lock.cu with the lock's atomics at block scope: threads of
// different blocks are outside each other's scope, so the lock's own
// accesses race (and do not synchronise the counter).

__global__ void locked(int *lock, int *counter) {
  int expected = 0;
  while (!__nv_atomic_compare_exchange_n(lock, &expected, 1, false,
                                         __NV_ATOMIC_ACQUIRE,
                                         __NV_ATOMIC_RELAXED,
                                         __NV_THREAD_SCOPE_BLOCK))
    expected = 0;
  *counter += 1;
  __nv_atomic_store_n(lock, 0, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
}
