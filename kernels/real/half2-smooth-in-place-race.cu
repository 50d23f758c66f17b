//--blockDim=32 --gridDim=2 --arg n2=63
//expect: data-race
// In-place smoothing of a half2 array, y[i] = (y[i] + y[i+1]) / 2 per lane:
// thread i reads element i+1 while thread i+1 writes it. The out-of-place
// version (a second buffer) is the fix.
#include <cuda_fp16.h>
#include <cstdio>

__global__ void smoothInPlace(half2 *y, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const half2 halfOf = __float2half2_rn(0.5f);
  if (i < n2)
    y[i] = __hmul2(halfOf, __hadd2(y[i], y[i + 1]));
}

int main() {
  const int n2 = 1 << 10;
  half2 *d;
  cudaMalloc(&d, (n2 + 1) * sizeof(half2));
  cudaMemset(d, 0, (n2 + 1) * sizeof(half2));
  smoothInPlace<<<n2 / 256, 256>>>(d, n2);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    printf("kernel failed\n");
    return 1;
  }
  cudaFree(d);
  return 0;
}
