//--local_size=2 --num_groups=2 --buffer data=2 --buffer flag=1
//expect: safe
// OpenCL 2.0 work_group_barrier with memory_scope_device: its release is
// visible at device scope, so work-item 0 of group 0 can publish what the
// whole group wrote with one relaxed flag store after the barrier, and
// group 1 reads it after an acquire load.

__kernel void publish(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    data[get_local_id(0)] = 1;
    work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
    if (get_local_id(0) == 0)
      atomic_store_explicit(flag, 1, memory_order_relaxed,
                            memory_scope_device);
  } else if (get_local_id(0) == 0 &&
             atomic_load_explicit(flag, memory_order_acquire,
                                  memory_scope_device) == 1) {
    assert(data[0] + data[1] == 2);
  }
}
