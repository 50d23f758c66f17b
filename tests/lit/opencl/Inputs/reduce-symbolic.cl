// A work-group reduction for the symbolic engine (no launch lines): the
// work-group size is a precondition.
__kernel void reduce(__global const int *in, __global int *out) {
  __requires(get_local_size(0) == 64);
  __local int s[64];
  unsigned lid = get_local_id(0);
  s[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned d = 32; d > 0; d >>= 1) {
    if (lid < d)
      s[lid] += s[lid + d];
#ifndef NO_BARRIER
    barrier(CLK_LOCAL_MEM_FENCE);
#endif
  }
  if (lid == 0)
    out[get_group_id(0)] = s[0];
}
