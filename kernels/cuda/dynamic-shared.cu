//--blockDim=4 --gridDim=1 --dynamic-shared=16 --buffer out=4
//expect: safe
// An extern __shared__ array sized by --dynamic-shared (16 bytes: 4 ints),
// reversed through a barrier.

#include <cuda_runtime.h>

__global__ void reverse(int *out) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  out[t] = s[blockDim.x - 1 - t];
}
