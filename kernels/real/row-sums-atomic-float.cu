//--blockDim=[16,4] --gridDim=[2,2] --arg rows=8 --arg cols=32
//expect: safe
// Row sums of a matrix with one float atomicAdd per element into the row's
// total (simple, contended, and race-free).
#include <stdio.h>

__global__ void rowSums(const float *m, float *sums, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols)
    atomicAdd(&sums[r], m[r * cols + c]);
}

int main() {
  const int rows = 1000, cols = 1000;
  float *m, *sums;
  cudaMalloc(&m, rows * cols * sizeof(float));
  cudaMalloc(&sums, rows * sizeof(float));
  cudaMemset(sums, 0, rows * sizeof(float));
  dim3 block(32, 8), grid((cols + 31) / 32, (rows + 7) / 8);
  rowSums<<<grid, block>>>(m, sums, rows, cols);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(m);
  cudaFree(sums);
  return 0;
}
