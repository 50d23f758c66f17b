//--blockDim=256 --gridDim=4 --buffer in=1026 --buffer out=1024
//expect: safe
// A 3-point 1-D stencil through shared memory with a halo: the interval
// engine's scaling benchmark (scripts/bench-interval.sh runs it at
// 1,024 ... 1,048,576 threads; `in` has two more elements than threads).

#include <cuda_runtime.h>

#define BLOCK 256

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
