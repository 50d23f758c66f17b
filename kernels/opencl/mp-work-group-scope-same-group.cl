//--local_size=2 --num_groups=1
//expect: safe
// memory_scope_work_group is enough between two work-items of one group:
// message passing through local memory with a release store and an acquire
// load at work-group scope.

__kernel void mp() {
  __local int data;
  __local atomic_int flag;
  if (get_local_id(0) == 0) {
    data = 7;
    atomic_store_explicit(&flag, 1, memory_order_release,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(&flag, memory_order_acquire,
                                  memory_scope_work_group) == 1) {
    assert(data == 7);
  }
}
