//--blockDim=2 --gridDim=1 --buffer lock=1 --buffer counter=1
//expect: data-race
// A spin lock with Clang's __scoped_atomic_compare_exchange_n at workgroup
// (block) scope whose orders are both relaxed, released by a relaxed
// store: nothing orders the critical sections, so the plain increments of
// the counter race.

__global__ void locked(int *lock, int *counter) {
  int expected = 0;
  while (!__scoped_atomic_compare_exchange_n(lock, &expected, 1, false,
                                             __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                             __MEMORY_SCOPE_WRKGRP))
    expected = 0;
  *counter += 1;
  __scoped_atomic_store_n(lock, 0, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
}
