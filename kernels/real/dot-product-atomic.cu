//--blockDim=128 --gridDim=4 --arg N=1024
//expect: safe
// Dot product in the style of "CUDA by Example": per-block partial sums in
// shared memory reduced by a tree, one atomicAdd per block.
#include <stdio.h>

#define imin(a, b) (a < b ? a : b)
const int threadsPerBlock = 128;

__global__ void dot(int N, const float *a, const float *b, float *c) {
  __shared__ float cache[threadsPerBlock];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i)
      cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0)
    atomicAdd(c, cache[0]);
}

int main(void) {
  const int N = 33 * 1024;
  const int blocksPerGrid = imin(32, (N + threadsPerBlock - 1) / threadsPerBlock);
  float *a = (float *)malloc(N * sizeof(float));
  float *b = (float *)malloc(N * sizeof(float));
  float c = 0, *dev_a, *dev_b, *dev_c;
  cudaMalloc((void **)&dev_a, N * sizeof(float));
  cudaMalloc((void **)&dev_b, N * sizeof(float));
  cudaMalloc((void **)&dev_c, sizeof(float));
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = i * 2;
  }
  cudaMemcpy(dev_a, a, N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dev_b, b, N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(dev_c, 0, sizeof(float));
  dot<<<blocksPerGrid, threadsPerBlock>>>(N, dev_a, dev_b, dev_c);
  cudaMemcpy(&c, dev_c, sizeof(float), cudaMemcpyDeviceToHost);
#define sum_squares(x) (x * (x + 1) * (2 * x + 1) / 6)
  printf("Does GPU value %.6g = %.6g?\n", c, 2 * sum_squares((float)(N - 1)));
  cudaFree(dev_a);
  cudaFree(dev_b);
  cudaFree(dev_c);
  free(a);
  free(b);
  return 0;
}
