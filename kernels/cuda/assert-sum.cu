//--blockDim=4 --gridDim=1
//expect: assertion
// The barrier makes every thread's write visible to thread 0, which then
// checks a wrong sum (0 + 1 + 2 + 3 is 6).

#include <assert.h>
#include <cuda_runtime.h>

__global__ void sum() {
  __shared__ int s[4];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    assert(s[0] + s[1] + s[2] + s[3] == 5);
}
