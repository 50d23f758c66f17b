//--blockDim=[8,8] --gridDim=[2,2] --arg width=16 --arg height=16
//expect: safe
// 2D convolution with a 3x3 mask in constant memory, zero padding at the
// image border, one output pixel per thread.
#include <stdio.h>
#include <stdlib.h>

#define MASK 3
__constant__ float d_mask[MASK * MASK];

__global__ void conv2d(const float *img, float *out, int width, int height) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (col >= width || row >= height)
    return;
  float acc = 0.0f;
  for (int i = 0; i < MASK; ++i)
    for (int j = 0; j < MASK; ++j) {
      int r = row + i - MASK / 2, c = col + j - MASK / 2;
      if (r >= 0 && r < height && c >= 0 && c < width)
        acc += img[r * width + c] * d_mask[i * MASK + j];
    }
  out[row * width + col] = acc;
}

int main() {
  const int w = 640, h = 480;
  float mask[MASK * MASK] = {0, -1, 0, -1, 4, -1, 0, -1, 0};
  cudaMemcpyToSymbol(d_mask, mask, sizeof(mask));
  float *img, *out;
  cudaMalloc(&img, w * h * sizeof(float));
  cudaMalloc(&out, w * h * sizeof(float));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  conv2d<<<grid, block>>>(img, out, w, h);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    fprintf(stderr, "launch failed: %s\n", cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
  cudaDeviceSynchronize();
  cudaFree(img);
  cudaFree(out);
  return 0;
}
