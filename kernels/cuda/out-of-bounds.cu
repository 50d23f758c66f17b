//--blockDim=4 --gridDim=1 --buffer out=4
//expect: out-of-bounds
// An off-by-one shift: thread 3 writes out[4], past the end of the
// 4-element buffer.

#include <cuda_runtime.h>

__global__ void shift(int *out) { out[threadIdx.x + 1] = threadIdx.x; }
