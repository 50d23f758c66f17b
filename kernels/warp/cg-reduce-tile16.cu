//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// tiled_partition<16>: four tiles per block; cg::reduce with cg::greater
// and cg::less gives each tile's maximum and minimum, meta_group_rank the
// tile's index in the block.
__global__ void tileMinMax(int *out) {
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<16>(block);
  int v = block.thread_rank();
  int hi = cg::reduce(tile, v, cg::greater<int>());
  int lo = cg::reduce(tile, v, cg::less<int>());
  assert(tile.size() == 16 && tile.meta_group_size() == 4);
  assert(lo == 16 * tile.meta_group_rank());
  assert(hi == lo + 15);
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = hi - lo;
}
