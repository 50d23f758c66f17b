//--local_size=1 --num_groups=2 --buffer data=1 --buffer flag=1
//expect: data-race
// mp-device-scope.cl with relaxed orders: seeing the flag does not order the
// write of the data before the read.

__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    *data = 42;
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else if (atomic_load_explicit(flag, memory_order_relaxed,
                                  memory_scope_device) == 1) {
    int r = *data;
    assert(r == 42);
  }
}
