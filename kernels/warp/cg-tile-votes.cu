//--blockDim=32 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// Votes and match on tiles of 4: ballot and match_any count lanes from the
// tile's first lane; any/all are per tile.
__global__ void tileVotes(int *out) {
  auto tile = cg::tiled_partition<4>(cg::this_thread_block());
  int r = tile.thread_rank();
  unsigned b = tile.ballot(r % 2 == 1);
  assert(b == 0xau);
  assert(tile.any(r == 3) == 1);
  assert(tile.all(r < 3) == 0);
  unsigned peers = tile.match_any(r / 2);
  assert(peers == (r < 2 ? 0x3u : 0xcu));
  int pred = 0;
  unsigned all = tile.match_all(tile.meta_group_rank(), pred);
  assert(all == 0xfu && pred == 1);
  out[threadIdx.x] = tile.shfl(r * 10, 3);
  assert(out[threadIdx.x] == 30);
}
