//--blockDim=32 --gridDim=1
//expect: safe
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// The fix of bug-tile-missing-sync.cu: tile.sync() between the phases of
// a tile of 8 orders every read of phase 1 before the writes of phase 2.
__global__ void phases(int *out) {
  __shared__ int buf[32];
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  int me = threadIdx.x;
  int base = me - tile.thread_rank();
  buf[me] = me;
  tile.sync();
  int next = buf[base + (tile.thread_rank() + 1) % 8];
  tile.sync();
  buf[me] = next;
  tile.sync();
  out[me] = buf[base + (tile.thread_rank() + 7) % 8];
}
