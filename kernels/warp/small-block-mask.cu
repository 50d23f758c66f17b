//--blockDim=16 --gridDim=2
//expect: safe
#include <assert.h>
// The fix of bug-mask-missing-lanes.cu: the mask names the 16 lanes the
// block has.
__global__ void small(int *out) {
  int v = __shfl_xor_sync(0x0000ffff, (int)threadIdx.x, 1);
  assert(v == (threadIdx.x ^ 1));
  out[blockIdx.x * 16 + threadIdx.x] = v;
}
