//--blockDim=64 --gridDim=2 --arg n=128 --arg lo=10 --arg hi=20 --buffer v=128 --init v=iota
//expect: safe
// Counts the elements in [lo, hi) with one atomicAdd per matching element;
// the count is only read by the host.
#include <stdio.h>

__global__ void countInRange(const int *v, unsigned *count, int n, int lo,
                             int hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] >= lo && v[i] < hi)
    atomicAdd(count, 1u);
}

int main() {
  const int n = 1 << 20;
  int *v;
  unsigned *count, h = 0;
  cudaMalloc(&v, n * sizeof(int));
  cudaMalloc(&count, sizeof(unsigned));
  cudaMemset(count, 0, sizeof(unsigned));
  countInRange<<<n / 256, 256>>>(v, count, n, 10, 20);
  cudaMemcpy(&h, count, sizeof(h), cudaMemcpyDeviceToHost);
  printf("%u in range\n", h);
  cudaFree(v);
  cudaFree(count);
  return 0;
}
