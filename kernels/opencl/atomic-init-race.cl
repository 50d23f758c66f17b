//--local_size=2 --num_groups=1
//expect: data-race
// atomic_init is not an atomic operation (OpenCL C 2.0 §6.13.11.8): work-item
// 0 initialises the local counter while work-item 1 already increments it,
// with no barrier between.

__kernel void count(void) {
  __local atomic_int n;
  if (get_local_id(0) == 0)
    atomic_init(&n, 0);
  atomic_fetch_add_explicit(&n, 1, memory_order_relaxed,
                            memory_scope_work_group);
}
