//--blockDim=64 --gridDim=2 --arg n=200 --arg a=0.5
//expect: safe
// Half-precision AXPY, y = a * x + y, with a grid-stride loop: the operators
// of cuda_fp16.h on __half values, the inputs converted on the host with
// __float2half and the result checked there against a float computation.
#include <cuda_fp16.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                  \
                   cudaGetErrorString(err_));                                  \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

__global__ void haxpy(int n, half a, const half *x, half *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1 << 20;
  std::vector<half> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = __float2half(1.0f);
    hy[i] = __float2half((float)(i % 7));
  }
  half *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(half)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(half)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(half), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(half), cudaMemcpyHostToDevice));
  haxpy<<<128, 256>>>(n, __float2half(0.5f), dx, dy);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(half), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (std::fabs(__half2float(hy[i]) - (0.5f + (float)(i % 7))) > 1e-3f)
      ++errors;
  std::printf("%s (%d errors)\n", errors ? "FAILED" : "PASSED", errors);
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
