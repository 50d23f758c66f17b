//--blockDim=16 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
// Each tile of 4 threads copies its own slice of the input with
// cg::memcpy_async (the element-count overload, which copies the smaller
// of the two counts), waits (cg::wait syncs the tile only) and reduces the
// slice with cg::reduce. The tiles' slices are disjoint, so no block-wide
// synchronisation is needed.
__global__ void tileSlices(const int *in, int *out) {
  __shared__ int stage[16];
  auto tile = cg::tiled_partition<4>(cg::this_thread_block());
  int base = 4 * tile.meta_group_rank();
  cg::memcpy_async(tile, stage + base, 4, in + base, 6);
  cg::wait(tile);
  int sum = cg::reduce(tile, stage[base + tile.thread_rank()], cg::plus<int>());
  assert(sum == stage[base] + stage[base + 1] + stage[base + 2] + stage[base + 3]);
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = sum;
}
