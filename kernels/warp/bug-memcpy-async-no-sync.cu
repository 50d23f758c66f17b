//--blockDim=8 --gridDim=1
//expect: data-race
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
// Bug: the second copy into the tile starts while other threads may still
// read the first one: the block.sync() between the reads and the next
// cg::memcpy_async is missing (cg::wait only orders what comes before it).
__global__ void noSync(const int *in, int *out) {
  __shared__ int tile[8];
  cg::thread_block block = cg::this_thread_block();
  int acc = 0;
  for (int k = 0; k < 2; ++k) {
    cg::memcpy_async(block, tile, in + 8 * k, sizeof(int) * 8);
    cg::wait(block);
    acc += tile[(block.thread_rank() + 3) % 8];
  }
  out[block.thread_rank()] = acc;
}
