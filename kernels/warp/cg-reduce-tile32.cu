//--blockDim=64 --gridDim=2
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h> // CUDA declares cg::reduce here
namespace cg = cooperative_groups;
// cg::reduce with cg::plus over tiled_partition<32>: every lane of a tile
// gets the tile's sum; the tile leader adds it to the block's total.
__global__ void tileSum(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = tile.thread_rank() + 1;
  int sum = cg::reduce(tile, v, cg::plus<int>());
  assert(sum == 528);
  if (tile.thread_rank() == 0)
    atomicAdd(&out[blockIdx.x], sum);
}
