//--local_size=2 --num_groups=2 --buffer claimed=1 --buffer winner=1
//expect: safe
// A one-shot election with atomic_flag (OpenCL 2.0): the work-item whose
// test-and-set finds the flag clear wins and writes the result; all the
// others find it set. One plain write, so no race. (A test-and-set spin
// lock, whose failed iterations write, is not used here: the dpor engine
// does not cut spin loops that write yet.)

__kernel void elect(__global atomic_flag *claimed, __global int *winner) {
  if (!atomic_flag_test_and_set_explicit(claimed, memory_order_acquire,
                                         memory_scope_device))
    *winner = get_global_id(0);
}
