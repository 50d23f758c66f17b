//--blockDim=2 --gridDim=2 --buffer counter=1
//expect: safe
// atomic-block-counter.cu with device-scope atomicAdd: every pair of
// increments is mutually inclusive.

#include <cuda_runtime.h>

__global__ void count(int *counter) { atomicAdd(counter, 1); }
