//--local_size=2 --num_groups=2 --buffer lock=1 --buffer counter=2
//expect: heterogeneous-race
// lock-cas-device.cl with the lock's atomics at memory_scope_work_group:
// the leaders of two groups contend for the lock with atomics whose scope
// does not include each other.

__kernel void locked_increment(__global atomic_int *lock,
                               __global int *counter) {
  if (get_local_id(0) == 0) {
    int expected = 0;
    while (!atomic_compare_exchange_strong_explicit(
        lock, &expected, 1, memory_order_acquire, memory_order_relaxed,
        memory_scope_work_group))
      expected = 0;
  }
  barrier(CLK_GLOBAL_MEM_FENCE);
  counter[get_local_id(0)] += 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    atomic_store_explicit(lock, 0, memory_order_release,
                          memory_scope_work_group);
}
