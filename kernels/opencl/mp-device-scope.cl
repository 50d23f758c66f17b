//--local_size=1 --num_groups=2 --buffer data=1 --buffer flag=1
//expect: safe
// OpenCL 2.0 message passing between work-groups: group 0 writes the data
// and sets the flag with a release store at device scope; group 1 reads
// the flag with an acquire load at device scope and, if set, the data.
// Device scope includes both groups, so the release synchronises with the
// acquire and the data accesses do not race.

__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    *data = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
  } else if (atomic_load_explicit(flag, memory_order_acquire,
                                  memory_scope_device) == 1) {
    int r = *data;
    assert(r == 42);
  }
}
