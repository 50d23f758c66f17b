//--blockDim=[2,2] --gridDim=[2,1] --buffer in=8 --buffer out=8
//expect: safe
// Tiled matrix transpose of a 2x4 matrix (rows x columns) through a
// shared tile, with 2D thread and block indices. The barrier separates the
// writes of the tile from the transposed reads.

#include <cuda_runtime.h>

#define TILE 2

__global__ void transpose(const int *in, int *out) {
  __shared__ int tile[TILE][TILE];
  int width = gridDim.x * TILE, height = gridDim.y * TILE;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}
