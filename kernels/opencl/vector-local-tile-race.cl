//--local_size=4 --num_groups=1 --buffer in=4 --buffer out=4
//expect: data-race
// vector-local-tile.cl without the barrier: a work-item reads its
// neighbour's element of the tile (one component is enough) while the
// neighbour writes it.

__kernel void rotate_add(__global const float4 *in, __global float4 *out) {
  __local float4 tile[4];
  int lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  float y = tile[(lid + 1) % 4].y;
  out[get_global_id(0)] = tile[lid] + (float4)(y);
}
