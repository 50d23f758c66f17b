//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// tiled_partition(g, n) with a constant n gives a thread_group of n
// threads; cg::sync(g) on it is a warp barrier of the tile, cg::sync on the
// block a block barrier.
__global__ void groups(int *out) {
  __shared__ int s[64];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group g = cg::tiled_partition(block, 16);
  s[block.thread_rank()] = 1;
  cg::sync(g);
  int base = block.thread_rank() - g.thread_rank();
  int n = s[base + (g.thread_rank() + 1) % 16];
  cg::sync(block);
  s[block.thread_rank()] = n + (int)g.size();
  assert(block.size() == 64);
  out[block.thread_rank()] = n;
}
