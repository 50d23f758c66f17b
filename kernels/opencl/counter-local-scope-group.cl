//--local_size=4 --num_groups=2 --buffer out=2
//expect: safe
// A counter in local memory: work-group scope is the natural one (local
// memory is shared only within the group). Work-item 0 reads the total
// after the barrier.

__kernel void count_positive(__global int *out) {
  __local atomic_int n;
  if (get_local_id(0) == 0)
    atomic_init(&n, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&n, 1, memory_order_relaxed,
                            memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_load_explicit(&n, memory_order_relaxed,
                                                memory_scope_work_group);
}
