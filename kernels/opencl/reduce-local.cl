//--local_size=8 --num_groups=2 --buffer input=16 --buffer partial=2
//expect: safe
// The classic work-group tree reduction (the AMD/NVIDIA OpenCL SDK
// "Reduction" sample, first version): every work-item loads one element into
// local memory, then halves the active range with a barrier between steps;
// work-item 0 writes the group's sum.

__kernel void reduce(__global const float *input, __global float *partial) {
  __local float scratch[8];
  unsigned int lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
