//--blockDim=8 --gridDim=1
//expect: safe
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
// A tiled dot product staging each tile of `a` from global into shared
// memory with cg::memcpy_async: the block waits for the copy (cg::wait
// synchronises the block) before reading the tile, and syncs again before
// the next copy overwrites it. Each thread then reads every element of the
// tile, so the copy's writes (whichever thread's share) must be ordered
// with every read.
#define TILE 8
__global__ void dotTiles(const float *a, const float *b, float *out) {
  __shared__ float tile[TILE];
  cg::thread_block block = cg::this_thread_block();
  float acc = 0;
  for (int k = 0; k < 2; ++k) {
    cg::memcpy_async(block, tile, a + k * TILE, sizeof(float) * TILE);
    cg::wait(block);
    for (int j = 0; j < TILE; ++j)
      acc += tile[j] * b[k * TILE + j];
    block.sync();
  }
  out[block.thread_rank()] = acc;
}
