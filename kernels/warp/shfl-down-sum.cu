//--blockDim=64 --gridDim=2
//expect: safe
// A warp sum with __shfl_down_sync (offsets 16 .. 1): lane 0 of each warp
// holds the sum of its 32 lanes and writes it; the assertion checks the
// value (0 + 1 + ... + 31 plus 32 times the warp's first thread index).
#include <assert.h>
__global__ void warpSum(int *out) {
  int v = threadIdx.x;
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (threadIdx.x % 32 == 0) {
    int first = threadIdx.x;
    assert(v == 496 + 32 * first);
    out[blockIdx.x * 2 + threadIdx.x / 32] = v;
  }
}
