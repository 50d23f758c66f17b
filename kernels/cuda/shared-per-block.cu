//--blockDim=1 --gridDim=2 --buffer out=2
//expect: safe
// __shared__ memory is per block: thread 0 of each block writes its own
// block's s, so the two writes do not conflict.

#include <cuda_runtime.h>

__global__ void perBlock(int *out) {
  __shared__ int s;
  s = blockIdx.x;
  out[blockIdx.x] = s;
}
