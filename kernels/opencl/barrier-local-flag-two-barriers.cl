//--local_size=4 --num_groups=1 --buffer data=4 --buffer out=4
//expect: safe
// A __global exchange across two barriers, the first with
// CLK_LOCAL_MEM_FENCE (orders no global access), the second with
// CLK_GLOBAL_MEM_FENCE: the second orders the writes before both barriers
// with the reads after both, so there is no race although the reads come
// after a local-only barrier too.

__kernel void two_barriers(__global int *data, __global int *out) {
  __local int tile[4];
  int i = get_local_id(0);
  data[i] = i;
  tile[i] = i;
  barrier(CLK_LOCAL_MEM_FENCE);
  int t = tile[(i + 1) % 4];
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[i] = data[(i + 1) % 4] + t;
}
