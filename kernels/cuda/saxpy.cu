//--blockDim=4 --gridDim=2 --arg n=8 --arg a=2.0 --buffer x=8 --buffer y=8
//expect: safe
// saxpy, one element per thread of a 1D grid, with the usual guard.

#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
