//--blockDim=4 --gridDim=2 --buffer out=2
//expect: data-race
// Every thread of a block writes the block's slot, indexed by
// grid_group::block_rank(): the four threads of a block race on it (a
// thread_rank() was meant). A block_rank() that were the thread's rank
// would hide the race.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void slots(unsigned *out) {
  cg::grid_group grid = cg::this_grid();
  out[grid.block_rank()] = threadIdx.x;
}
