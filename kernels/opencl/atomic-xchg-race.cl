//--local_size=2 --num_groups=2 --buffer slot=1 --buffer result=1
//expect: data-race
// atomic_xchg tells each work-item the previous value, but every work-item
// still writes the plain result: the exchange does not make the plain
// writes exclusive (compare atomic-cmpxchg-claim.cl).

__kernel void last(__global int *slot, __global int *result) {
  int me = get_global_id(0) + 1;
  int prev = atomic_xchg(slot, me);
  *result = prev;
}
