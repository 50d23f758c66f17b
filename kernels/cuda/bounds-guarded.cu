//--blockDim=4 --gridDim=1 --buffer out=4 --arg n=3
//expect: safe
// out-of-bounds.cu with the usual guard on a scalar parameter, whose value
// comes from the launch line.

#include <cuda_runtime.h>

__global__ void shift(int *out, int n) {
  if (threadIdx.x < n)
    out[threadIdx.x + 1] = threadIdx.x;
}
