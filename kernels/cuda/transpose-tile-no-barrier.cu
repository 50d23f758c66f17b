//--blockDim=[2,2] --gridDim=[2,1] --buffer in=8 --buffer out=8
//expect: data-race
// transpose-tile.cu without its barrier: thread (1,0) reads tile[0][1]
// while thread (0,1) may not have written it yet.

#include <cuda_runtime.h>

#define TILE 2

__global__ void transpose(const int *in, int *out) {
  __shared__ int tile[TILE][TILE];
  int width = gridDim.x * TILE, height = gridDim.y * TILE;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}
