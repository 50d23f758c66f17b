//--blockDim=[16,4] --gridDim=[2,2] --arg width=32 --arg height=32
//expect: safe
// Tiled transpose with a padded shared tile (TILE+1 columns) against bank
// conflicts; each thread moves TILE/ROWS elements.
#include <stdio.h>

#define TILE 16
#define ROWS 4

__global__ void transposeNoBankConflicts(float *odata, const float *idata,
                                         int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width)
      odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int w = 1024, h = 1024;
  float *in, *out;
  cudaMalloc(&in, w * h * sizeof(float));
  cudaMalloc(&out, w * h * sizeof(float));
  dim3 grid(w / TILE, h / TILE), block(TILE, ROWS);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  transposeNoBankConflicts<<<grid, block>>>(out, in, w, h);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.2f GB/s\n", 2.0 * w * h * sizeof(float) * 1e-6 / ms);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
