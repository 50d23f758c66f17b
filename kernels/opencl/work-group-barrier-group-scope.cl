//--local_size=2 --num_groups=2 --buffer data=2 --buffer flag=1
//expect: data-race
// work-group-barrier-device-scope.cl with the barrier at its default scope
// (work-group): nothing releases the group's writes to the device before
// the relaxed flag store, so group 1's acquire synchronises with nothing
// and its reads of the data race with group 0's writes.

__kernel void publish(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    data[get_local_id(0)] = 1;
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0)
      atomic_store_explicit(flag, 1, memory_order_relaxed,
                            memory_scope_device);
  } else if (get_local_id(0) == 0 &&
             atomic_load_explicit(flag, memory_order_acquire,
                                  memory_scope_device) == 1) {
    assert(data[0] + data[1] == 2);
  }
}
