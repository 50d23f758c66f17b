//--blockDim=4,4 --gridDim=2,2 --buffer A=64 --buffer B=64 --buffer C=64
//expect: data-race
// Tiled matrix multiply (8x8, 4x4 tiles in shared memory) with the
// barrier at the end of the tile loop left out: the next tile's loads
// overwrite As and Bs while slower threads still read the current tile (a
// race between loop iterations). Repair: one __syncthreads() at the end
// of the tile loop's body.

#include <cuda_runtime.h>

#define TILE 4
#define N 8

__global__ void matmul(const float *A, const float *B, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0;
  for (int t = 0; t < N / TILE; ++t) {
    As[threadIdx.y][threadIdx.x] = A[row * N + t * TILE + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
  }
  C[row * N + col] = acc;
}

// CHECK-FIXES: {{^}}      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
