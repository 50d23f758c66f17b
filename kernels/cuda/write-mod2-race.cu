//--blockDim=4 --gridDim=1 --buffer A=2
//expect: data-race
// Threads 0 and 2 (and 1 and 3) write the same element.

#include <cuda_runtime.h>

__global__ void mod2(int *A) { A[threadIdx.x % 2] = threadIdx.x; }
