//--blockDim=8 --gridDim=1 --arg radius=1 --arg n=8 --buffer A=8 --buffer B=8
//expect: safe
// The stencil application of Chong's thesis (Figure 2.2), host code
// included: each thread sums the neighbours of its element within the
// radius, guarded against the ends of the array.

#include <cuda_runtime.h>

__global__ void stencil(int *A, int *B, int radius, unsigned n) {
  unsigned tid = blockDim.x * blockIdx.x + threadIdx.x;

  int sum = 0;
  for (int i = -radius; i <= radius; i++) {
    int idx = tid + i;
    if (0 <= idx && idx < n) {
      sum += A[idx];
    }
  }

  if (tid < n)
    B[tid] = sum;
}

void hostStencil(int *A, int *B, int radius, unsigned n) {
  // device copies of A and B
  int *d_A;
  int *d_B;

  // allocate arrays on device
  size_t sz = sizeof(int) * n;
  cudaMalloc(&d_A, sz);
  cudaMalloc(&d_B, sz);

  // copy input to device
  cudaMemcpy(d_A, A, sz, cudaMemcpyHostToDevice);

  // launch kernel
  stencil<<<1, n>>>(d_A, d_B, radius, n);

  // copy output from device
  cudaMemcpy(B, d_B, sz, cudaMemcpyDeviceToHost);

  // free allocated arrays
  cudaFree(d_A);
  cudaFree(d_B);
}
