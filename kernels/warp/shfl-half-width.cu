//--blockDim=32 --gridDim=1
//expect: safe
#include <assert.h>
// The fix of bug-shfl-inactive-lane.cu: with width 16 lane 15 is at the end
// of its segment and keeps its own value instead of reading lane 16.
__global__ void lowerHalf(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16)
    v += __shfl_down_sync(0x0000ffff, v, 1, 16);
  assert(threadIdx.x >= 16 || v == (threadIdx.x == 15 ? 30 : 2 * threadIdx.x + 1));
  out[threadIdx.x] = v;
}
