//--blockDim=64 --gridDim=2 --arg n=128
//expect: safe
// Per-warp maximum of half values with __shfl_xor_sync on __half (a
// butterfly: every lane ends with the maximum) and __hmax, written by lane 0
// of each warp; the kind of reduction a half-precision softmax starts with.
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>

__global__ void warpMaxHalf(const __half *in, __half *warpMax, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half v = i < n ? in[i] : __ushort_as_half((unsigned short)0xFC00U);
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = __hmax(v, __shfl_xor_sync(0xffffffffu, v, offset));
  if ((threadIdx.x & (warpSize - 1)) == 0)
    warpMax[i / warpSize] = v;
}

int main() {
  const int n = 4096;
  __half *h = (__half *)malloc(n * sizeof(__half));
  for (int i = 0; i < n; ++i)
    h[i] = __float2half((float)(i % 100));
  __half *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(__half));
  cudaMalloc(&d_out, n / 32 * sizeof(__half));
  cudaMemcpy(d_in, h, n * sizeof(__half), cudaMemcpyHostToDevice);
  warpMaxHalf<<<n / 128, 128>>>(d_in, d_out, n);
  cudaMemcpy(h, d_out, n / 32 * sizeof(__half), cudaMemcpyDeviceToHost);
  printf("max of warp 0: %f\n", __half2float(h[0]));
  free(h);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
