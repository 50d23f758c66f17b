//--blockDim=2 --gridDim=1
//expect: data-race
// device-global-counter.cu with a plain increment: a read-modify-write
// that is not atomic races.

#include <cuda_runtime.h>

__device__ unsigned counter;

__global__ void count() { counter += 1; }
