//--blockDim=4 --gridDim=2 --buffer in=8 --buffer bins=2
//expect: safe
// A two-bin histogram: block-scope atomics on per-block shared bins, a
// barrier, then one device-scope atomicAdd per bin and block into the
// global bins.

#include <cuda_runtime.h>

__global__ void histogram(const int *in, int *bins) {
  __shared__ int local[2];
  if (threadIdx.x < 2)
    local[threadIdx.x] = 0;
  __syncthreads();
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  atomicAdd_block(&local[v & 1], 1);
  __syncthreads();
  if (threadIdx.x < 2)
    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}
