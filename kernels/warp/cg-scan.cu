//--blockDim=32 --gridDim=1
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h> // CUDA declares the scans here
namespace cg = cooperative_groups;
// cg::inclusive_scan and cg::exclusive_scan over a tile of 8 with
// cg::plus, and an inclusive max-scan with cg::greater.
__global__ void scans(int *out) {
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  int r = tile.thread_rank();
  int inc = cg::inclusive_scan(tile, r + 1, cg::plus<int>());
  int exc = cg::exclusive_scan(tile, r + 1, cg::plus<int>());
  assert(inc == (r + 1) * (r + 2) / 2);
  assert(exc == r * (r + 1) / 2);
  int m = cg::inclusive_scan(tile, (r * 5) % 8, cg::greater<int>());
  assert(m == (r == 0 ? 0 : r < 3 ? 5 : 7));
  out[threadIdx.x] = inc + exc + m;
}
