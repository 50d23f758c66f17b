//--blockDim=64 --gridDim=2 --arg n=300 --arg a=2.0 --kernel=saxpy<true>
//expect: safe
// SAXPY with a grid-stride loop (the "CUDA Pro Tip" pattern), templated on
// whether the input is accumulated, with command-line parsing on the host.
#include <cstdio>
#include <cstdlib>
#include <cstring>

template <bool ACCUMULATE>
__global__ void saxpy(int n, float a, const float *__restrict__ x,
                      float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    if (ACCUMULATE)
      y[i] = a * x[i] + y[i];
    else
      y[i] = a * x[i];
  }
}

int main(int argc, char **argv) {
  int n = 1 << 20;
  bool accumulate = true;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc)
      n = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--overwrite"))
      accumulate = false;
  }
  float *x, *y;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&y, n * sizeof(float));
  for (int i = 0; i < n; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }
  int numSMs;
  cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, 0);
  if (accumulate)
    saxpy<true><<<32 * numSMs, 256>>>(n, 2.0f, x, y);
  else
    saxpy<false><<<32 * numSMs, 256>>>(n, 2.0f, x, y);
  cudaDeviceSynchronize();
  float maxError = 0.0f;
  for (int i = 0; i < n; i++)
    maxError = fmaxf(maxError, fabsf(y[i] - (accumulate ? 4.0f : 2.0f)));
  printf("Max error: %f\n", maxError);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
