//--blockDim=4,4 --gridDim=2,2 --buffer in=64 --buffer out=64
//expect: data-race
// Matrix transpose (8x8) through a 4x4 shared tile, with the barrier
// between writing the tile and reading it transposed left out: thread
// (x,y) reads tile[x][y], which thread (y,x) writes. Repair: one
// __syncthreads() between the two.

#include <cuda_runtime.h>

#define TILE 4
#define N 8

__global__ void transpose(const float *in, float *out) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * N + x];
  int tx = blockIdx.y * TILE + threadIdx.x;
  int ty = blockIdx.x * TILE + threadIdx.y;
  out[ty * N + tx] = tile[threadIdx.x][threadIdx.y];
}

// CHECK-FIXES: {{^}}  int ty = blockIdx.x * TILE + threadIdx.y;{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  out[ty * N + tx] = tile[threadIdx.x][threadIdx.y];{{$}}
