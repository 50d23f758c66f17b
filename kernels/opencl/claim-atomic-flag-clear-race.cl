//--local_size=1 --num_groups=2 --buffer claimed=1 --buffer winner=1
//expect: data-race
// claim-atomic-flag.cl where the winner clears the flag again right away
// (relaxed) after writing: a later work-item can win too, and its write of
// the result is not ordered after the first winner's.

__kernel void elect(__global atomic_flag *claimed, __global int *winner) {
  if (!atomic_flag_test_and_set_explicit(claimed, memory_order_acquire,
                                         memory_scope_device)) {
    *winner = get_global_id(0);
    atomic_flag_clear_explicit(claimed, memory_order_relaxed,
                               memory_scope_device);
  }
}
