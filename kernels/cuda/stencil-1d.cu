//--blockDim=4 --gridDim=2 --buffer in=10 --buffer out=8
//expect: safe
// A 3-point stencil through shared memory with a halo: thread 0 of each
// block also loads the two halo elements; a barrier separates the loads
// from the reads of the neighbours.

#include <cuda_runtime.h>

#define BLOCK 4

__global__ void stencil(const int *in, int *out) {
  __shared__ int s[BLOCK + 2];
  int tid = threadIdx.x;
  int g = blockIdx.x * blockDim.x + tid;
  s[tid + 1] = in[g + 1];
  if (tid == 0) {
    s[0] = in[g];
    s[BLOCK + 1] = in[g + BLOCK + 1];
  }
  __syncthreads();
  out[g] = s[tid] + s[tid + 1] + s[tid + 2];
}
