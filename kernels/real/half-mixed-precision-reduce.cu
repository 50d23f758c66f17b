//--blockDim=64 --gridDim=2 --arg n=256
//expect: safe
// Mixed-precision sum: half inputs, float accumulation. Each thread sums a
// grid-stride slice in float, the block reduces in shared memory (float),
// and thread 0 adds the block's sum to the result with atomicAdd, the way
// fp16 training code accumulates losses and norms.
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("error %s at line %d\n", cudaGetErrorString(e), __LINE__);        \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

template <unsigned BLOCK>
__global__ void sumHalf(const __half *__restrict__ in, float *out, int n) {
  __shared__ float partial[BLOCK];
  float acc = 0.0f;
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
    acc += __half2float(in[i]);
  partial[threadIdx.x] = acc;
  __syncthreads();
  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(out, partial[0]);
}

int main() {
  const int n = 1 << 16;
  std::vector<__half> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = __float2half(i % 2 ? 0.5f : 1.5f);
  __half *d_in;
  float *d_out, result = 0.0f;
  CHECK(cudaMalloc(&d_in, n * sizeof(__half)));
  CHECK(cudaMalloc(&d_out, sizeof(float)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_out, 0, sizeof(float)));
  sumHalf<256><<<64, 256>>>(d_in, d_out, n);
  CHECK(cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost));
  printf("sum = %.1f (%s)\n", result, result == (float)n ? "PASSED" : "FAILED");
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
