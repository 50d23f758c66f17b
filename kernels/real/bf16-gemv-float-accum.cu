//--blockDim=32 --gridDim=2 --arg rows=48 --arg cols=16
//expect: safe
// Matrix-vector product with bfloat16 storage and float accumulation, one
// thread per row: the matrix and vector are loaded through __ldg and
// converted with __bfloat162float, the result rounded once with
// __float2bfloat16_rn.
#include <cuda_bf16.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      fprintf(stderr, "%s failed: %s\n", #expr, cudaGetErrorString(status));   \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__global__ void gemvBf16(const __nv_bfloat16 *__restrict__ A,
                         const __nv_bfloat16 *__restrict__ x,
                         __nv_bfloat16 *__restrict__ y, int rows, int cols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  float sum = 0.0f;
  for (int j = 0; j < cols; ++j)
    sum += __bfloat162float(__ldg(&A[row * cols + j])) *
           __bfloat162float(__ldg(&x[j]));
  y[row] = __float2bfloat16_rn(sum);
}

int main() {
  const int rows = 1024, cols = 256;
  std::vector<__nv_bfloat16> A(rows * cols), x(cols), y(rows);
  for (int i = 0; i < rows * cols; ++i)
    A[i] = __float2bfloat16((i % 3) - 1.0f);
  for (int j = 0; j < cols; ++j)
    x[j] = __float2bfloat16(1.0f);
  __nv_bfloat16 *dA, *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&dx, x.size() * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&dy, y.size() * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(__nv_bfloat16),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), x.size() * sizeof(__nv_bfloat16),
                        cudaMemcpyHostToDevice));
  gemvBf16<<<(rows + 127) / 128, 128>>>(dA, dx, dy, rows, cols);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(y.data(), dy, y.size() * sizeof(__nv_bfloat16),
                        cudaMemcpyDeviceToHost));
  printf("y[0] = %f\n", __bfloat162float(y[0]));
  cudaFree(dA);
  cudaFree(dx);
  cudaFree(dy);
  return 0;
}
