//--blockDim=[2,2] --gridDim=1
//expect: barrier-divergence
// A barrier under a condition on threadIdx.y: in a 2x2 block, the threads
// of row 1 never reach it.

#include <cuda_runtime.h>

__global__ void rows(int *out) {
  if (threadIdx.y == 0)
    __syncthreads();
}
