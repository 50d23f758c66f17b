//--local_size=2 --num_groups=2 --buffer owner=1 --buffer result=1
//expect: safe
// The first work-item to swap 0 -> its id + 1 with atomic_cmpxchg (OpenCL
// 1.1) owns the result slot and writes it; the others see a non-zero value
// and leave. Exactly one plain write, so no race.

__kernel void claim(__global int *owner, __global int *result) {
  int me = get_global_id(0) + 1;
  if (atomic_cmpxchg(owner, 0, me) == 0)
    *result = me;
}
