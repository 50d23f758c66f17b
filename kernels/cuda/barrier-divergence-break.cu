//--blockDim=2 --gridDim=1
//expect: barrier-divergence
// A barrier in a loop that thread 1 leaves early with break: thread 0
// waits at the second iteration's barrier alone.

#include <cuda_runtime.h>

__global__ void early() {
  for (int i = 0; i < 2; ++i) {
    if (threadIdx.x == 1 && i == 1)
      break;
    __syncthreads();
  }
}
