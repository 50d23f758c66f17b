//--blockDim=128 --gridDim=2 --buffer in=256 --buffer out=8
//expect: data-race
// Each warp of the block sums its own 32 values in shared memory, written
// with cooperative groups: a tile of the whole warp, its lane and its index
// among the block's warps. The lanes exchange partial sums within their
// warp only, but the tile's sync() calls were left out. Every race is
// between lanes of one warp (each warp owns elements base .. base + 31), in
// a block of four warps: a warp barrier orders them, and the tile's own
// sync() is the way to write it here. Repair: one warp.sync() at the start
// of each step of the tree (after the load, and after the previous step),
// before the branch `lane < d`, where every lane of the warp arrives. No
// step needs a second: its writers (lanes below d) and the elements it
// reads (d and above) do not meet.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void warpSums(const int *in, int *out) {
  __shared__ int s[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  unsigned t = block.thread_rank();
  unsigned lane = warp.thread_rank();
  unsigned base = warp.meta_group_rank() * 32;
  s[t] = in[blockIdx.x * blockDim.x + t];
  for (unsigned d = 16; d > 0; d /= 2) {
    if (lane < d)
      s[base + lane] += s[base + lane + d];
  }
  if (lane == 0)
    out[blockIdx.x * 4 + warp.meta_group_rank()] = s[base];
}

// CHECK-FIXES: {{^}}  for (unsigned d = 16; d > 0; d /= 2) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    warp.sync();{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (lane < d){{$}}
