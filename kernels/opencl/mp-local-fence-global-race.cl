//--local_size=2 --num_groups=1 --buffer data=1 --buffer flag=1
//expect: data-race
// Message passing inside a work-group through a relaxed atomic flag, with
// fences whose flags name __local memory only. A fence orders the address
// spaces its flags name (OpenCL C 2.0 §6.13.9), so the release fence does
// not order the __global write of data before the flag, and the read of
// data races with it. (Before the flags were modelled, every fence ordered
// every space and dpor called this kernel safe.) mp-global-fence.cl is
// the fix.

__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_local_id(0) == 0) {
    *data = 42;
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release,
                           memory_scope_work_group);
    atomic_store_explicit(flag, 1, memory_order_relaxed,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(flag, memory_order_relaxed,
                                  memory_scope_work_group) == 1) {
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire,
                           memory_scope_work_group);
    int r = *data;
  }
}
