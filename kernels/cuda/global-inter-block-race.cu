//--blockDim=1 --gridDim=2 --buffer out=1
//expect: data-race
// Global memory is shared by the grid: both blocks write out[0], and a
// barrier (block scope) would not order them either.

#include <cuda_runtime.h>

__global__ void interBlock(int *out) {
  out[0] = blockIdx.x;
  __syncthreads();
}
