//--blockDim=32 --gridDim=1
//expect: safe
#include <assert.h>
// __any_sync, __all_sync and __uni_sync over the full warp and over the
// lower half only (lanes 16-31 vote among themselves).
__global__ void votes(int *out) {
  int lane = threadIdx.x;
  assert(__any_sync(0xffffffff, lane == 31) == 1);
  assert(__all_sync(0xffffffff, lane < 31) == 0);
  assert(__all_sync(0xffffffff, lane < 32) == 1);
  assert(__uni_sync(0xffffffff, lane < 16) == 0);
  unsigned half = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  int lowAll = __all_sync(half, lane < 16);
  assert(lowAll == (lane < 16 ? 1 : 0));
  assert(__uni_sync(half, lane < 16) == 1);
  out[lane] = lowAll;
}
