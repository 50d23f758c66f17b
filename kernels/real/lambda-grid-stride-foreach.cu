//--blockDim=64 --gridDim=2 --arg n=300 --arg alpha=0.5
//expect: safe
// A small "for_each" helper in the style of header-only GPU libraries: a
// grid-stride loop that calls a lambda for every index. Two kernels use it
// with lambdas capturing by reference and by copy.
#include <cstdio>
#include <cstdlib>

template <typename F>
__device__ void gridStrideForEach(int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    f(i);
}

__global__ void scaleAndOffset(float *y, const float *x, int n, float alpha) {
  const float offset = 1.0f;
  gridStrideForEach(n, [=](int i) { y[i] = alpha * x[i] + offset; });
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1 << 20;
  float *x, *y;
  if (cudaMalloc(&x, n * sizeof(float)) != cudaSuccess ||
      cudaMalloc(&y, n * sizeof(float)) != cudaSuccess) {
    std::fprintf(stderr, "allocation failed\n");
    return EXIT_FAILURE;
  }
  cudaMemset(x, 0, n * sizeof(float));
  scaleAndOffset<<<32, 256>>>(y, x, n, 0.5f);
  cudaError_t err = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorString(err));
  cudaFree(x);
  cudaFree(y);
  return err == cudaSuccess ? EXIT_SUCCESS : EXIT_FAILURE;
}
