//--blockDim=4 --gridDim=2 --buffer in=8 --buffer bins=2
//expect: heterogeneous-race
// histogram-shared.cu with atomicAdd_block for the global bins too: the
// two blocks update bins[0] with block-scope atomics.

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
    atomicAdd_block(&bins[threadIdx.x], local[threadIdx.x]);
}
