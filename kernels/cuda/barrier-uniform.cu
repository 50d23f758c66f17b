//--blockDim=4 --gridDim=2 --buffer out=8
//expect: safe
// A barrier under a condition that is the same for every thread of a block
// (it depends on blockIdx only) is not divergent; the barrier orders the
// write of s[tid] before the neighbour's read.

#include <cuda_runtime.h>

__global__ void uniform(int *out) {
  __shared__ int s[4];
  unsigned tid = threadIdx.x;
  s[tid] = tid;
  if (blockIdx.x == 1)
    __syncthreads();
  if (blockIdx.x == 1)
    out[blockIdx.x * blockDim.x + tid] = s[(tid + 1) % blockDim.x];
}
