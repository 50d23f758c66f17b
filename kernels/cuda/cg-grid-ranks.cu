//--blockDim=4,2 --gridDim=3 --buffer out=24 --buffer blocks=3 --buffer dims=3
//expect: safe
// grid_group's ranks and counts (CUDA's cooperative groups API):
// thread_rank() is block_rank() * the block's size + the thread's rank in
// its block, size() and num_threads() the launch's thread count,
// num_blocks() its block count, block_index() and dim_blocks() blockIdx and
// gridDim. Every thread writes its own out[] slot, the first thread of each
// block its block's slot, and after grid.sync() thread 0 of the grid reads
// them all, asserting the counts (the grid barrier: dpor only, like
// cg-grid-sync.cu). A rank computed wrongly (block-local, or x only with blockDim.y
// = 2) would make two threads write one slot: a data race.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void ranks(unsigned long long *out, unsigned *blocks,
                      unsigned *dims) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  if (!grid.is_valid())
    return;
  unsigned long long r = grid.thread_rank();
  out[r] = grid.size() - r;
  if (block.thread_rank() == 0)
    blocks[grid.block_rank()] = grid.num_blocks();
  grid.sync();
  if (r == 0) {
    dim3 d = grid.dim_blocks();
    dim3 b = grid.block_index();
    assert(d.x == 3 && d.y == 1 && b.x == 0);
    assert(grid.num_threads() == 24 && grid.num_blocks() == 3);
    // The last thread's rank is 23: it wrote 24 - 23.
    assert(out[23] == 1 && blocks[2] == 3);
    dims[0] = d.x;
  }
}
