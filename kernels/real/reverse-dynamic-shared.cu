//--blockDim=64 --gridDim=1 --arg n=64 --dynamic-shared=256
//expect: safe
// Reverse an array inside one block through dynamically sized shared memory
// (the blog-post example of extern __shared__).
#include <stdio.h>

__global__ void dynamicReverse(int *d, int n) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  int tr = n - t - 1;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[tr];
}

int main(void) {
  const int n = 64;
  int a[n], r[n], d[n];
  for (int i = 0; i < n; i++) {
    a[i] = i;
    r[i] = n - i - 1;
    d[i] = 0;
  }
  int *d_d;
  cudaMalloc(&d_d, n * sizeof(int));
  cudaMemcpy(d_d, a, n * sizeof(int), cudaMemcpyHostToDevice);
  dynamicReverse<<<1, n, n * sizeof(int)>>>(d_d, n);
  cudaMemcpy(d, d_d, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    if (d[i] != r[i])
      printf("Error: d[%d]!=r[%d] (%d, %d)\n", i, i, d[i], r[i]);
  cudaFree(d_d);
  return 0;
}
