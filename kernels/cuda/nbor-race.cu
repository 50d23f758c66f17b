//--blockDim=4 --gridDim=1 --buffer A=5
//expect: data-race
// The thesis's nbor example: each thread reads its right neighbour's
// element, which that neighbour writes, with no barrier in between.

#include <cuda_runtime.h>

__global__ void nbor(int *A) {
  unsigned tid = threadIdx.x;
  A[tid] = A[tid + 1];
}
