//--local_size=8 --num_groups=2 --buffer in=18 --buffer out=16
//expect: safe
// 1D three-point stencil with a local tile and a halo: work-items 0 and 1
// also load the halo cells at the tile's two ends (in is padded by one
// element on each side), a barrier, then every work-item reads its
// neighbours from local memory.

#define RADIUS 1

__kernel void stencil(__global const float *in, __global float *out) {
  __local float tile[8 + 2 * RADIUS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int lsz = get_local_size(0);
  tile[lid + RADIUS] = in[gid + RADIUS];
  if (lid < RADIUS) {
    tile[lid] = in[gid];
    tile[lid + lsz + RADIUS] = in[gid + lsz + RADIUS];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = (tile[lid] + tile[lid + 1] + tile[lid + 2]) / 3.0f;
}
