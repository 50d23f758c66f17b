//--local_size=2 --num_groups=1 --buffer out=1
//expect: safe
// A fence with only CLK_LOCAL_MEM_FENCE is enough when the message is in
// __local memory: the release fence orders the write of tile[0] before the
// flag store, the acquire fence the read after the flag load. The kernel
// also writes __global memory (out, work-item 1 only), which the fences do
// not order and need not: nothing else accesses it.

__kernel void mp(__global int *out) {
  __local int tile[1];
  __local atomic_int flag;
  if (get_local_id(0) == 0) {
    atomic_init(&flag, 0);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    tile[0] = 42;
    mem_fence(CLK_LOCAL_MEM_FENCE);
    atomic_store_explicit(&flag, 1, memory_order_relaxed,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(&flag, memory_order_relaxed,
                                  memory_scope_work_group) == 1) {
    mem_fence(CLK_LOCAL_MEM_FENCE);
    *out = tile[0];
  }
}
