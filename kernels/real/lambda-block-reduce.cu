//--blockDim=64 --gridDim=2 --arg n=128
//expect: safe
// A block reduction written once over a binary operation passed as a
// lambda, used for a sum and a maximum in one kernel.
#include <stdio.h>

template <int BlockSize, typename Op>
__device__ float blockReduce(float *smem, float v, Op op) {
  int t = threadIdx.x;
  smem[t] = v;
  __syncthreads();
  for (int s = BlockSize / 2; s > 0; s >>= 1) {
    if (t < s)
      smem[t] = op(smem[t], smem[t + s]);
    __syncthreads();
  }
  float r = smem[0];
  __syncthreads(); // smem is reused by the next call
  return r;
}

__global__ void sumAndMax(const float *in, float *sums, float *maxima, int n) {
  __shared__ float smem[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float s = blockReduce<64>(smem, v, [](float a, float b) { return a + b; });
  float m = blockReduce<64>(smem, v, [](float a, float b) { return a > b ? a : b; });
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = s;
    maxima[blockIdx.x] = m;
  }
}

int main() {
  const int n = 1 << 12, threads = 64, blocks = n / threads;
  float *in, *sums, *maxima;
  cudaMallocManaged(&in, n * sizeof(float));
  cudaMallocManaged(&sums, blocks * sizeof(float));
  cudaMallocManaged(&maxima, blocks * sizeof(float));
  for (int i = 0; i < n; ++i)
    in[i] = (float)(i % 100);
  sumAndMax<<<blocks, threads>>>(in, sums, maxima, n);
  cudaDeviceSynchronize();
  printf("block 0: sum %f max %f\n", sums[0], maxima[0]);
  cudaFree(in);
  cudaFree(sums);
  cudaFree(maxima);
  return 0;
}
