//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
// An inclusive warp scan with __shfl_up_sync (Hillis-Steele): lanes below
// the offset keep their value; lane i ends with 1 + 2 + ... + (i + 1).
__global__ void warpScan(int *out) {
  int lane = threadIdx.x % 32;
  int v = lane + 1;
  for (int offset = 1; offset < 32; offset *= 2) {
    int n = __shfl_up_sync(0xffffffff, v, offset);
    if (lane >= offset)
      v += n;
  }
  assert(v == (lane + 1) * (lane + 2) / 2);
  out[threadIdx.x] = v;
}
