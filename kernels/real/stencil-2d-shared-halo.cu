//--blockDim=[8,8] --gridDim=[2,2] --arg width=16 --arg height=16
//expect: safe
// Five-point stencil with a shared tile and a one-element halo loaded by
// the threads on the tile's border.
#include <stdio.h>

#define TILE 8

__global__ void laplace5(const float *in, float *out, int width, int height) {
  __shared__ float tile[TILE + 2][TILE + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TILE + tx, y = blockIdx.y * TILE + ty;
  auto at = [&](int xx, int yy) {
    xx = min(max(xx, 0), width - 1);
    yy = min(max(yy, 0), height - 1);
    return in[yy * width + xx];
  };
  tile[ty + 1][tx + 1] = at(x, y);
  if (tx == 0)
    tile[ty + 1][0] = at(x - 1, y);
  if (tx == TILE - 1)
    tile[ty + 1][TILE + 1] = at(x + 1, y);
  if (ty == 0)
    tile[0][tx + 1] = at(x, y - 1);
  if (ty == TILE - 1)
    tile[TILE + 1][tx + 1] = at(x, y + 1);
  __syncthreads();
  if (x < width && y < height)
    out[y * width + x] = tile[ty][tx + 1] + tile[ty + 2][tx + 1] +
                         tile[ty + 1][tx] + tile[ty + 1][tx + 2] -
                         4.0f * tile[ty + 1][tx + 1];
}

int main() {
  const int w = 512, h = 512;
  float *in, *out;
  cudaMalloc(&in, w * h * sizeof(float));
  cudaMalloc(&out, w * h * sizeof(float));
  dim3 block(TILE, TILE), grid(w / TILE, h / TILE);
  laplace5<<<grid, block>>>(in, out, w, h);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in);
  cudaFree(out);
  return 0;
}
