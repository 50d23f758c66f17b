//--blockDim=2 --gridDim=2
//expect: safe
// A __device__ global counter incremented with device-scope atomics by
// every thread of the grid, and a __constant__ read by everyone.

#include <cuda_runtime.h>

__device__ unsigned counter;
__constant__ unsigned step = 1;

__global__ void count() { atomicAdd(&counter, step); }
