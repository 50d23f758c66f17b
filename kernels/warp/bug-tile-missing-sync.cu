//--blockDim=32 --gridDim=1
//expect: data-race
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// Bug: two phases over a shared buffer inside a tile of 8 with the
// tile.sync() between them missing: phase 2 overwrites slots that other
// lanes of the tile may still be reading in phase 1.
__global__ void phases(int *out) {
  __shared__ int buf[32];
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  int me = threadIdx.x;
  int base = me - tile.thread_rank();
  buf[me] = me;
  tile.sync();
  int next = buf[base + (tile.thread_rank() + 1) % 8];
  // tile.sync() missing here
  buf[me] = next;
  tile.sync();
  out[me] = buf[base + (tile.thread_rank() + 7) % 8];
}
