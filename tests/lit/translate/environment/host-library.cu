// nvcc's environment: cuda_runtime.h is implicit and reaches the host C and
// C++ library, so a whole file with its host code translates unchanged; the
// device heap and the host heap are both declared (neither hides the other).
// RUN: %scopecheck check %s --blockDim=64 --gridDim=2 --arg a=2 --arg n=128
// RUN: %scopecheck check -x cuda %s --blockDim=64 --gridDim=2 --arg a=2 --arg n=100 -D VERBOSE

#include <cuda_profiler_api.h>
#include <math_constants.h>
#include <cuda/std/type_traits>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <vector>
#include <algorithm>
#include <chrono>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                       \
              cudaGetErrorString(err_));                                       \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

template <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {
  static_assert(cuda::std::is_floating_point<T>::value, "floating point");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i] * (T)CUDART_ONE_F;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 128;
  if (argc > 2 && strcmp(argv[2], "--help") == 0) {
    printf("usage: %s [n]\n", argv[0]);
    return EXIT_SUCCESS;
  }
  size_t bytes = n * sizeof(float);
  float *hx = (float *)malloc(bytes);
  float *hy = NULL;
  CUDA_CHECK(cudaMallocHost(&hy, bytes));
  std::vector<float> expect(n);
  srand(42);
  for (int i = 0; i < n; ++i) {
    hx[i] = rand() / (float)RAND_MAX;
    hy[i] = 1.0f;
    expect[i] = 2.0f * hx[i] + 1.0f;
  }
  float *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dx, bytes));
  CUDA_CHECK(cudaMalloc((void **)&dy, bytes));
  cudaStream_t s;
  CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  CUDA_CHECK(cudaMemcpyAsync(dx, hx, bytes, cudaMemcpyHostToDevice, s));
  CUDA_CHECK(cudaMemcpyAsync(dy, hy, bytes, cudaMemcpyHostToDevice, s));
  cudaProfilerStart();
  cudaEventRecord(start, s);
  auto t0 = std::chrono::steady_clock::now();
  axpy<float><<<(n + 63) / 64, 64, 0, s>>>(2.0f, dx, dy, n);
  CUDA_CHECK(cudaGetLastError());
  cudaEventRecord(stop, s);
  CUDA_CHECK(cudaEventSynchronize(stop));
  cudaProfilerStop();
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  CUDA_CHECK(cudaMemcpy(hy, dy, bytes, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += fabsf(hy[i] - expect[i]) > 1e-5f;
  float *copy = (float *)calloc(n, sizeof(float));
  memcpy(copy, hy, bytes);
  std::sort(copy, copy + n);
#ifdef VERBOSE
  printf("%d errors, %.3f ms, %g\n", bad, ms,
         (double)std::chrono::duration<double>(
             std::chrono::steady_clock::now() - t0).count());
#endif
  free(copy);
  free(hx);
  cudaFreeHost(hy);
  cudaFree(dx);
  cudaFree(dy);
  cudaStreamDestroy(s);
  cudaDeviceReset();
  return bad ? EXIT_FAILURE : 0;
}
