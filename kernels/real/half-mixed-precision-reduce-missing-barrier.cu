//--blockDim=64 --gridDim=2 --arg n=256 --dynamic-shared=256
//expect: data-race
// Mixed-precision sum (half inputs, float accumulation) whose tree loop lost
// its barrier: a thread adds its partner's partial sum while the partner is
// still adding into it in the same round.
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>

__global__ void sumHalfNoSync(const half *in, float *out, int n) {
  extern __shared__ float partial[];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    acc = fmaf(__half2float(in[i]), 1.0f, acc);
  partial[threadIdx.x] = acc;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
  }
  if (threadIdx.x == 0)
    atomicAdd(out, partial[0]);
}

int main() {
  const int n = 4096, threads = 128;
  half *h = (half *)malloc(n * sizeof(half));
  for (int i = 0; i < n; ++i)
    h[i] = __float2half(1.0f);
  half *d_in;
  float *d_out, sum;
  cudaMalloc(&d_in, n * sizeof(half));
  cudaMalloc(&d_out, sizeof(float));
  cudaMemcpy(d_in, h, n * sizeof(half), cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(float));
  sumHalfNoSync<<<16, threads, threads * sizeof(float)>>>(d_in, d_out, n);
  cudaMemcpy(&sum, d_out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("%f %s\n", sum, sum == n ? "PASSED" : "FAILED");
  free(h);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
