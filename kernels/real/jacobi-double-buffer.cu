//--blockDim=32 --gridDim=2 --arg n=64
//expect: safe
// One Jacobi sweep of the 1D Laplace equation from one buffer into another
// (the host swaps them between launches).
#include <stdio.h>
#include <stdlib.h>
#include <utility>

__global__ void jacobiStep(const float *u, float *unew, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    unew[i] = 0.5f * (u[i - 1] + u[i + 1]);
  else if (i == 0 || i == n - 1)
    unew[i] = u[i]; // boundary values stay
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 4096, iters = 1000;
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMemset(a, 0, n * sizeof(float));
  for (int it = 0; it < iters; ++it) {
    jacobiStep<<<(n + 255) / 256, 256>>>(a, b, n);
    std::swap(a, b);
  }
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(a);
  cudaFree(b);
  return 0;
}
