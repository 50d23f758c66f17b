//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// A tile of a tile: tiled_partition<4> of a warp's tile<32>. Its lanes are
// four consecutive lanes of the warp; meta_group_rank/meta_group_size
// count the sub-tiles in the parent tile (8 per warp), not in the block
// (regression: they counted in the block, giving 8..15 in the second
// warp). cg::reduce over the sub-tile sums its four ranks in the block.
__global__ void subTiles(int *out) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  auto quad = cg::tiled_partition<4>(warp);
  unsigned t = block.thread_rank();
  assert(quad.size() == 4 && quad.thread_rank() == t % 4);
  assert(quad.meta_group_size() == 8);
  assert(quad.meta_group_rank() == (t % 32) / 4);
  int sum = cg::reduce(quad, (int)t, cg::plus<int>());
  assert(sum == 4 * (int)(t & ~3u) + 6);
  if (quad.thread_rank() == 0)
    out[t / 4] = sum;
}
