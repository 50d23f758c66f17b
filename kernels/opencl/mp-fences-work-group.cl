//--local_size=1 --num_groups=2 --buffer data=1 --buffer flag=1
//expect: data-race
// mp-fences-device.cl with the fences at work-group scope: a fence of one
// group does not synchronise with a fence of another, so the data accesses
// race.

__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    *data = 42;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                           memory_scope_work_group);
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else if (atomic_load_explicit(flag, memory_order_relaxed,
                                  memory_scope_device) == 1) {
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire,
                           memory_scope_work_group);
    assert(*data == 42);
  }
}
