//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
// The fix of bug-exchange-no-syncwarp.cu: __syncwarp orders the writes of
// the warp's lanes before their reads (each warp exchanges within itself),
// and the second __syncwarp orders the reads before the next write.
__global__ void exchange(int *out) {
  __shared__ int s[64];
  int warpBase = threadIdx.x / 32 * 32;
  s[threadIdx.x] = threadIdx.x;
  __syncwarp();
  int got = s[warpBase + (threadIdx.x + 1) % 32];
  assert(got == warpBase + (threadIdx.x + 1) % 32);
  __syncwarp();
  s[threadIdx.x] = got;
  out[threadIdx.x] = got;
}
