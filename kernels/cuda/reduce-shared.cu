//--blockDim=4 --gridDim=2 --buffer in=8 --buffer out=2
//expect: safe
// A shared-memory tree reduction per block: every step is separated by a
// barrier that all threads of the block reach. Each block writes its own
// partial sum, so blocks do not conflict.

#include <cuda_runtime.h>

#define N 4

__global__ void reduce(const int *in, int *out) {
  __shared__ int s[N];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
