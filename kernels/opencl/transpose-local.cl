//--local_size=[4,4] --num_groups=[2,2] --arg width=8 --arg height=8 --buffer in=64 --buffer out=64
//expect: safe
// The coalesced transpose through a local tile (padded by one column against
// bank conflicts): load a 4x4 block, barrier, write it out transposed from
// the other block position.

#define BLOCK_DIM 4

__kernel void transpose(__global float *out, __global const float *in,
                        int width, int height) {
  __local float block[BLOCK_DIM][BLOCK_DIM + 1];
  unsigned int xIndex = get_global_id(0);
  unsigned int yIndex = get_global_id(1);
  if (xIndex < width && yIndex < height)
    block[get_local_id(1)][get_local_id(0)] = in[yIndex * width + xIndex];
  barrier(CLK_LOCAL_MEM_FENCE);
  xIndex = get_group_id(1) * BLOCK_DIM + get_local_id(0);
  yIndex = get_group_id(0) * BLOCK_DIM + get_local_id(1);
  if (xIndex < height && yIndex < width)
    out[yIndex * height + xIndex] = block[get_local_id(0)][get_local_id(1)];
}
