//--blockDim=4 --gridDim=1 --arg n=2
//expect: safe
// Chong's thesis, Figure 3.9(a): j depends on the thread, but the loop
// with the barrier only on i and n, so every thread runs it the same number
// of times.

#include <cuda_runtime.h>

__global__ void uniformity(int n) {
  int i = 0, j;
  if (threadIdx.x < n) {
    j = 1;
  } else {
    j = 2;
  }
  while (i < n) {
    __syncthreads();
    j = j + 3;
    i = i + 4;
  }
}
