//--local_size=2 --num_groups=1 --buffer data=1
//expect: data-race
// mp-fences-both-flags.cl with the release fence restricted to
// CLK_LOCAL_MEM_FENCE: the acquire fence names both spaces, but a fence
// synchronises a space only when both fences name it, so the __global
// write of data is not ordered before the read; the __local tile is.

__kernel void mp(__global int *data) {
  __local int tile[1];
  __local atomic_int flag;
  if (get_local_id(0) == 0)
    atomic_init(&flag, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    *data = 42;
    tile[0] = 7;
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release,
                           memory_scope_work_group);
    atomic_store_explicit(&flag, 1, memory_order_relaxed,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(&flag, memory_order_relaxed,
                                  memory_scope_work_group) == 1) {
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE,
                           memory_order_acquire, memory_scope_work_group);
    int t = tile[0];
    int r = *data;
  }
}
