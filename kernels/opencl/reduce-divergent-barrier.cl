//--local_size=8 --num_groups=1 --buffer input=8 --buffer partial=1
//expect: barrier-divergence
// The barrier moved inside the guard: only the first s work-items reach it,
// the others skip it, so the work-group does not reach the same barrier
// (undefined behaviour in OpenCL: every work-item of the group must
// execute the barrier).

__kernel void reduce(__global const float *input, __global float *partial) {
  __local float scratch[8];
  unsigned int lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s) {
      scratch[lid] += scratch[lid + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
