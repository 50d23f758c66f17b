//--blockDim=4 --gridDim=2 --buffer out=8 --buffer tmp=8
//expect: safe
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// this_grid().sync() is the grid-wide barrier: every block's writes of
// phase 1 happen before every block's reads of phase 2 (the reads cross
// blocks, so a block barrier would not do). The bug with the block's
// barrier is kernels/warp/bug-cg-grid-block-sync.cu. The interval engine
// does not model grid barriers: auto chooses dpor.
__global__ void twoPhase(int *out, int *tmp) {
  cg::grid_group grid = cg::this_grid();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  tmp[i] = i;
  grid.sync();
  out[i] = tmp[7 - i];
}
