//--blockDim=128 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// A block reduction: each warp reduces with tile.shfl_down, the warp
// leaders write their sums to shared memory, block.sync(), and the first
// warp reduces the four partial sums.
__device__ int warpReduce(cg::thread_block_tile<32> tile, int v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v;
}
__global__ void blockSum(int *out) {
  __shared__ int partial[4];
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  int sum = warpReduce(tile, 1);
  if (tile.thread_rank() == 0)
    partial[tile.meta_group_rank()] = sum;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    int v = tile.thread_rank() < 4 ? partial[tile.thread_rank()] : 0;
    v = warpReduce(tile, v);
    if (tile.thread_rank() == 0) {
      assert(v == 128);
      out[blockIdx.x] = v;
    }
  }
}
