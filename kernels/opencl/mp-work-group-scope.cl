//--local_size=1 --num_groups=2 --buffer data=1 --buffer flag=1
//expect: heterogeneous-race
// mp-device-scope.cl with memory_scope_work_group on the flag: the two
// atomics are in different work-groups, so neither's scope includes the
// other and they race (a heterogeneous race; OpenCL 2.0 §3.3.5).

__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    *data = 42;
    atomic_store_explicit(flag, 1, memory_order_release,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(flag, memory_order_acquire,
                                  memory_scope_work_group) == 1) {
    int r = *data;
    assert(r == 42);
  }
}
