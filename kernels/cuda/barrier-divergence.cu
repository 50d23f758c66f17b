//--blockDim=2 --gridDim=1 --buffer out=2
//expect: barrier-divergence
// Only the even threads of the block reach the barrier: thread 1 exits
// while thread 0 waits for it.

#include <cuda_runtime.h>

__global__ void divergent(int *out) {
  out[threadIdx.x] = 1;
  if (threadIdx.x % 2 == 0)
    __syncthreads();
}
