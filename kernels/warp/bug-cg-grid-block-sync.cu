//--blockDim=4 --gridDim=2 --buffer out=8 --buffer tmp=8
//expect: data-race
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// Bug: kernels/cuda/cg-grid-sync.cu with the block's sync in place of the grid's: the
// reads of phase 2 cross blocks, which the block barrier does not order.
__global__ void twoPhase(int *out, int *tmp) {
  cg::thread_block block = cg::this_thread_block();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  tmp[i] = i;
  block.sync();
  out[i] = tmp[7 - i];
}
