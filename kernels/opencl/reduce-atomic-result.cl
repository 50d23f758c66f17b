//--local_size=4 --num_groups=3 --buffer input=12 --buffer result=1
//expect: safe
// Two-level sum: a local tree reduction per work-group, then work-item 0 of
// each group adds the group's sum to the global result with atomic_add
// (OpenCL 1.1), which does not race with the other groups' atomic_add.

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
    atomic_add(result, scratch[0]);
}
