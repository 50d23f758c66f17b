//--blockDim=4 --gridDim=2 --buffer in=8 --buffer out=2
//expect: data-race
// reduce-shared.cu without the barrier at the end of each step: thread 0
// reads s[1] in the second step while thread 1 may still be writing it in
// the first one.

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
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
