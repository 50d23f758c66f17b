//--local_size=2 --num_groups=1 --buffer data=1
//expect: safe
// Message passing of a __global and a __local value through one __local
// flag: fences with both flags order both writes before the flag store and
// both reads after the flag load (OpenCL C 2.0 §6.13.9: "both local and
// global memory through some shared atomic action").

__kernel void mp(__global int *data) {
  __local int tile[1];
  __local atomic_int flag;
  if (get_local_id(0) == 0)
    atomic_init(&flag, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    *data = 42;
    tile[0] = 7;
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE,
                           memory_order_release, memory_scope_work_group);
    atomic_store_explicit(&flag, 1, memory_order_relaxed,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(&flag, memory_order_relaxed,
                                  memory_scope_work_group) == 1) {
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE,
                           memory_order_acquire, memory_scope_work_group);
    assert(*data == 42 && tile[0] == 7);
  }
}
