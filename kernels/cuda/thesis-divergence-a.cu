//--blockDim=2 --gridDim=1
//expect: barrier-divergence
// Chong's thesis, Figure 2.5(a): even threads wait at one barrier, odd
// threads at another.

#include <cuda_runtime.h>

__global__ void divergent() {
  unsigned tid = threadIdx.x;
  if ((tid % 2) == 0)
    __syncthreads();
  else
    __syncthreads();
}
