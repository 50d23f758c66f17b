//--local_size=8 --num_groups=2 --buffer input=16 --buffer partial=2
//expect: data-race
// reduce-local.cl without the barrier inside the loop: in step s, work-item
// lid reads scratch[lid + s] while work-item lid + s may still be adding
// into it from the step before.

__kernel void reduce(__global const float *input, __global float *partial) {
  __local float scratch[8];
  unsigned int lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
