//--blockDim=2 --gridDim=1 --buffer lock=1 --buffer counter=1
//expect: safe
// scoped-builtin-cas-relaxed.cu with acquire on the compare-exchange's
// success and a release store: the critical sections are ordered.

__global__ void locked(int *lock, int *counter) {
  int expected = 0;
  while (!__scoped_atomic_compare_exchange_n(lock, &expected, 1, false,
                                             __ATOMIC_ACQUIRE, __ATOMIC_RELAXED,
                                             __MEMORY_SCOPE_WRKGRP))
    expected = 0;
  *counter += 1;
  __scoped_atomic_store_n(lock, 0, __ATOMIC_RELEASE, __MEMORY_SCOPE_WRKGRP);
}
