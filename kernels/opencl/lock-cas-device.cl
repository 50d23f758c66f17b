//--local_size=2 --num_groups=3 --buffer lock=1 --buffer counter=2
//expect: safe
// A spin lock per work-group (the common OpenCL 2.0 form): work-item 0 of
// each group takes the lock with an acquire compare-exchange at device
// scope, the group synchronises with a barrier, every work-item increments
// its element of a plain counter, the group synchronises again and the
// leader releases with a release store. Race-free: each group's critical
// section is ordered with the next by the barriers, the release and the
// acquire that reads it.

__kernel void locked_increment(__global atomic_int *lock,
                               __global int *counter) {
  if (get_local_id(0) == 0) {
    int expected = 0;
    while (!atomic_compare_exchange_strong_explicit(
        lock, &expected, 1, memory_order_acquire, memory_order_relaxed,
        memory_scope_device))
      expected = 0;
  }
  barrier(CLK_GLOBAL_MEM_FENCE);
  counter[get_local_id(0)] += 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    atomic_store_explicit(lock, 0, memory_order_release, memory_scope_device);
}
