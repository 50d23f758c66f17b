//--blockDim=4 --gridDim=1
//expect: safe
// Chong's thesis, section 3.3.3: the loop variable depends on the thread,
// but every thread runs the loop C times, so the barrier is not divergent.

#include <cuda_runtime.h>

#define C 2

__global__ void uniformLoop() {
  for (unsigned i = threadIdx.x; i < C * blockDim.x; i += blockDim.x) {
    __syncthreads();
  }
}
