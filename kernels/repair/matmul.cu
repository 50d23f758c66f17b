//--blockDim=1 --gridDim=3 --buffer a=3 --buffer b=6 --buffer c=2
//expect: heterogeneous-race
// Table 4 "matmul" shape: C (1x2) = A (1x3) * B (3x2), split over the inner
// dimension: block k adds A[k] * B[k][j] to every C[j], with
// atomicAdd_block. Two races (on C[0] and C[1], between every two blocks),
// one edit.

#include <cuda_runtime.h>

__global__ void matmul(const int *a, const int *b, int *c) {
  int k = blockIdx.x;
  for (int j = 0; j < 2; ++j)
    atomicAdd_block(&c[j], a[k] * b[k * 2 + j]);
}

// CHECK-FIXES: {{^}}    atomicAdd(&c[j], a[k] * b[k * 2 + j]);{{$}}
