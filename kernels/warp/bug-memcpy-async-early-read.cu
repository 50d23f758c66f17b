//--blockDim=8 --gridDim=1
//expect: data-race
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
// Bug: each thread reads its own element of the tile before cg::wait. The
// copy runs as if by another thread until the wait, so even the element a
// thread's own share would copy may not have arrived: a data race with the
// asynchronous copy, whichever thread copies which element.
__global__ void earlyRead(const int *in, int *out) {
  __shared__ int tile[8];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in, sizeof(int) * 8);
  int mine = tile[block.thread_rank()];
  cg::wait(block);
  out[block.thread_rank()] = mine + tile[(block.thread_rank() + 1) % 8];
}
