//--local_size=1 --num_groups=3 --buffer lock=1 --buffer counter=1
//expect: data-race
// A lock released with a relaxed store: the next owner's acquire reads it
// but synchronises with nothing, so the counter increments race.

__kernel void locked_increment(__global atomic_int *lock,
                               __global int *counter) {
  int expected = 0;
  while (!atomic_compare_exchange_weak_explicit(
      lock, &expected, 1, memory_order_acquire, memory_order_relaxed,
      memory_scope_device))
    expected = 0;
  *counter += 1;
  atomic_store_explicit(lock, 0, memory_order_relaxed, memory_scope_device);
}
