//--blockDim=32 --gridDim=2 --arg rows=64 --arg cols=64
//expect: safe
// Dense matrix-vector product, one row per thread, with the vector staged
// through shared memory one tile at a time.
#include <stdio.h>
#include <stdlib.h>

#define TILE 32

__global__ void matvec(const float *A, const float *x, float *y, int rows,
                       int cols) {
  __shared__ float xs[TILE];
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int base = 0; base < cols; base += TILE) {
    if (base + threadIdx.x < cols)
      xs[threadIdx.x] = x[base + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < TILE && base + k < cols; ++k)
      if (row < rows)
        acc += A[row * cols + base + k] * xs[k];
    __syncthreads();
  }
  if (row < rows)
    y[row] = acc;
}

int main(int argc, char **argv) {
  int rows = 2048, cols = 2048;
  float *A, *x, *y;
  cudaMalloc(&A, (size_t)rows * cols * sizeof(float));
  cudaMalloc(&x, cols * sizeof(float));
  cudaMalloc(&y, rows * sizeof(float));
  matvec<<<(rows + TILE - 1) / TILE, TILE>>>(A, x, y, rows, cols);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    fprintf(stderr, "%s\n", cudaGetErrorString(e));
    exit(EXIT_FAILURE);
  }
  cudaFree(A);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
