//--blockDim=4 --gridDim=1
//expect: safe
// assert-sum.cu with the right sum.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void sum() {
  __shared__ int s[4];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    assert(s[0] + s[1] + s[2] + s[3] == 6);
}
