//--local_size=4 --num_groups=2 --buffer x=8 --buffer y=8 --arg a=2.0
//expect: safe
// Non-kernel functions taking __global and __local pointers (inlined at
// their calls): SAXPY through a local staging buffer.

float load_scaled(__global const float *p, int i, float a) { return a * p[i]; }

void stage(__local float *s, int lid, float v) { s[lid] = v; }

__kernel void saxpy(__global const float *x, __global float *y, float a) {
  __local float s[4];
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  stage(s, lid, load_scaled(x, gid, a));
  barrier(CLK_LOCAL_MEM_FENCE);
  y[gid] += s[lid];
}
