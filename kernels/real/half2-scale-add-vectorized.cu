//--blockDim=64 --gridDim=2 --arg n2=100 --arg alpha.x=2 --arg alpha.y=2 --arg odd=true
//expect: safe
// Vectorised half precision: each thread loads one half2 (two values) of x
// and y and computes y = alpha * x + y for both lanes with one __hfma2, as
// bandwidth-bound fp16 kernels do; the odd last element of an odd-length
// array is handled by thread 0 with the scalar __hfma.
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>

static void checkCuda(cudaError_t e, const char *file, int line) {
  if (e != cudaSuccess) {
    fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e), file,
            line);
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(x) checkCuda((x), __FILE__, __LINE__)

__global__ void scaleAddHalf2(int n2, half2 alpha, const half2 *__restrict__ x,
                              half2 *__restrict__ y, const half *xTail,
                              half *yTail, bool odd) {
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += stride)
    y[i] = __hfma2(alpha, x[i], y[i]);
  if (odd && blockIdx.x == 0 && threadIdx.x == 0)
    *yTail = __hfma(__low2half(alpha), *xTail, *yTail);
}

int main() {
  const int n = 1001, n2 = n / 2;
  half *x = (half *)malloc(n * sizeof(half));
  half *y = (half *)malloc(n * sizeof(half));
  for (int i = 0; i < n; ++i) {
    x[i] = __float2half(0.25f * (i % 8));
    y[i] = __float2half(1.0f);
  }
  half *dx, *dy;
  checkCudaErrors(cudaMalloc(&dx, n * sizeof(half)));
  checkCudaErrors(cudaMalloc(&dy, n * sizeof(half)));
  checkCudaErrors(cudaMemcpy(dx, x, n * sizeof(half), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(dy, y, n * sizeof(half), cudaMemcpyHostToDevice));
  half2 alpha = __float2half2_rn(2.0f);
  scaleAddHalf2<<<8, 128>>>(n2, alpha, reinterpret_cast<const half2 *>(dx),
                            reinterpret_cast<half2 *>(dy), dx + n - 1,
                            dy + n - 1, n % 2 == 1);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaMemcpy(y, dy, n * sizeof(half), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (__half2float(y[i]) != 1.0f + 0.5f * (i % 8))
      ++bad;
  printf("%s\n", bad ? "FAILED" : "PASSED");
  free(x);
  free(y);
  cudaFree(dx);
  cudaFree(dy);
  return bad != 0;
}
