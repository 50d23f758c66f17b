//--local_size=8 --num_groups=1 --arg iterations=3 --buffer a=8
//expect: safe
// Jacobi-style smoothing in local memory: read neighbours, barrier, write,
// barrier, for a number of iterations every work-item agrees on.

__kernel void smooth(__global float *a, int iterations) {
  __local float cur[8];
  int lid = get_local_id(0);
  int n = get_local_size(0);
  cur[lid] = a[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int it = 0; it < iterations; ++it) {
    float left = cur[(lid + n - 1) % n];
    float right = cur[(lid + 1) % n];
    barrier(CLK_LOCAL_MEM_FENCE);
    cur[lid] = 0.5f * cur[lid] + 0.25f * (left + right);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  a[lid] = cur[lid];
}
