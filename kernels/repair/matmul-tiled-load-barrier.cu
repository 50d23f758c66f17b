//--blockDim=4,4 --gridDim=2,2 --buffer A=64 --buffer B=64 --buffer C=64
//expect: data-race
// Tiled matrix multiply (8x8, 4x4 tiles in shared memory) with the
// barrier between loading the tiles and using them left out: a thread
// reads As[ty][k] before thread (k,ty) stored it. Repair: one
// __syncthreads() inside the tile loop, after the loads.

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
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * N + col] = acc;
}

// CHECK-FIXES: {{^}}    Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * N + col];{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (int k = 0; k < TILE; ++k){{$}}
