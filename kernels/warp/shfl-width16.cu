//--blockDim=32 --gridDim=1
//expect: safe
// Shuffles with width 16: each half-warp is its own segment. __shfl_sync
// with source lane 0 broadcasts lane 0 to lanes 0-15 and lane 16 to lanes
// 16-31; __shfl_down_sync by 8 stops at the end of the segment (lanes 8-15
// keep their own value, not lane 16's).
#include <assert.h>
__global__ void halves(int *out) {
  int lane = threadIdx.x;
  int b = __shfl_sync(0xffffffff, lane * 10, 0, 16);
  assert(b == (lane < 16 ? 0 : 160));
  int d = __shfl_down_sync(0xffffffff, lane, 8, 16);
  assert(d == ((lane % 16) < 8 ? lane + 8 : lane));
  int x = __shfl_xor_sync(0xffffffff, lane, 20, 16);
  // 20 = 16 + 4: lanes 0-15 would read a later segment (own value), lanes
  // 16-31 read lane ^ 20 in the earlier one.
  assert(x == (lane < 16 ? lane : lane ^ 20));
  out[lane] = b + d + x;
}
