//--local_size=2 --num_groups=1 --buffer data=1 --buffer flag=1
//expect: safe executions=2
// mp-local-fence-global-race.cl with CLK_GLOBAL_MEM_FENCE: the release
// fence orders the __global write of data before the flag store, the
// acquire fence the read after the flag load, so they synchronise.
// Executions (dpor): work-item 1's flag load reads the initial 0 (and
// stops) or work-item 0's 1; reading 1, its read of data is hb-after the
// write of 42 and can read only 42 (reading the initial value would put
// the write fr-after a read it happens before). 1 + 1 = 2.

__kernel void mp(__global int *data, __global atomic_int *flag) {
  if (get_local_id(0) == 0) {
    *data = 42;
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_store_explicit(flag, 1, memory_order_relaxed,
                          memory_scope_work_group);
  } else if (atomic_load_explicit(flag, memory_order_relaxed,
                                  memory_scope_work_group) == 1) {
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    assert(*data == 42);
  }
}
