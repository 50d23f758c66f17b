//--blockDim=[8,8] --gridDim=[2,2] --arg N=16
//expect: safe
// The textbook matrix product, one thread per output element, no shared
// memory: row-major square matrices.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

__global__ void matMulNaive(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float acc = 0.0f;
    for (int k = 0; k < N; ++k)
      acc += A[row * N + k] * B[k * N + col];
    C[row * N + col] = acc;
  }
}

static void cpuMatMul(const float *A, const float *B, float *C, int N) {
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c) {
      float acc = 0.0f;
      for (int k = 0; k < N; ++k)
        acc += A[r * N + k] * B[k * N + c];
      C[r * N + c] = acc;
    }
}

int main(void) {
  const int N = 256;
  const size_t bytes = N * N * sizeof(float);
  float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes);
  float *C = (float *)malloc(bytes), *ref = (float *)malloc(bytes);
  for (int i = 0; i < N * N; ++i) {
    A[i] = (float)(i % 7) / 7.0f;
    B[i] = (float)(i % 5) / 5.0f;
  }
  float *dA, *dB, *dC;
  cudaMalloc((void **)&dA, bytes);
  cudaMalloc((void **)&dB, bytes);
  cudaMalloc((void **)&dC, bytes);
  cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice);
  dim3 block(16, 16), grid((N + 15) / 16, (N + 15) / 16);
  matMulNaive<<<grid, block>>>(dA, dB, dC, N);
  cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost);
  cpuMatMul(A, B, ref, N);
  double maxErr = 0;
  for (int i = 0; i < N * N; ++i)
    maxErr = fmax(maxErr, fabs(C[i] - ref[i]));
  printf("max error %g\n", maxErr);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(A);
  free(B);
  free(C);
  free(ref);
  return maxErr < 1e-3 ? 0 : 1;
}
