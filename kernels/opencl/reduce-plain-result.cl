//--local_size=4 --num_groups=3 --buffer input=12 --buffer result=1
//expect: data-race
// reduce-atomic-result.cl with `*result += scratch[0]` instead of atomic_add:
// the leaders of different work-groups read and write the result without
// synchronisation (a barrier only orders the work-items of one group).

__kernel void sum(__global const int *input, __global int *result) {
  __local int scratch[4];
  int lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s /= 2) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    *result += scratch[0];
}
