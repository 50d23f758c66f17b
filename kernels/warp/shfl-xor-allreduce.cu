//--blockDim=32 --gridDim=1
//expect: safe
// A butterfly all-reduce with __shfl_xor_sync: after five steps every lane
// holds the warp's maximum (lane 31's value), checked in every lane.
#include <assert.h>
__global__ void warpMax(int *out) {
  int v = (threadIdx.x * 7) % 32;
  for (int mask = 16; mask > 0; mask >>= 1) {
    int o = __shfl_xor_sync(0xffffffff, v, mask);
    v = v > o ? v : o;
  }
  assert(v == 31);
  out[threadIdx.x] = v;
}
