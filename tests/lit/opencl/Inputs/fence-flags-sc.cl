// mp-local-fence-global-race.cl with a seq_cst flag store (the implicit
// order of atomic_store): the dpor engine models restricted fences only in
// programs without seq_cst operations, so here its fences order every
// space and it misses the race: no error found is incomplete (exit 3).
__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_local_id(0) == 0) {
    *data = 42;
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release,
                           memory_scope_work_group);
    atomic_store(flag, 1);
  } else if (atomic_load_explicit(flag, memory_order_relaxed,
                                  memory_scope_work_group) == 1) {
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire,
                           memory_scope_work_group);
    int r = *data;
  }
}
