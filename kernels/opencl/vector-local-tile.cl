//--local_size=4 --num_groups=2 --buffer in=8 --buffer out=8
//expect: safe
// A local tile of float4: each work-item stores its vector, barrier, then
// reads its neighbour's and adds the two (a rotation within the group).

__kernel void rotate_add(__global const float4 *in, __global float4 *out) {
  __local float4 tile[4];
  int lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 mine = tile[lid];
  float4 next = tile[(lid + 1) % 4];
  out[get_global_id(0)] = mine + next.wzyx;
}
