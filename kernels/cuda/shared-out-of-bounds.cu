//--blockDim=4 --gridDim=1
//expect: out-of-bounds
// Shared arrays are always bounds-checked: thread 3 writes s[4].

#include <cuda_runtime.h>

__global__ void shift(int *out) {
  __shared__ int s[4];
  s[threadIdx.x + 1] = threadIdx.x;
}
