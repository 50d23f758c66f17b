//--blockDim=64 --gridDim=2 --arg n4=128 --arg a=2.0
//expect: safe
// SAXPY on float4 vectors: one 16-byte load of x and y and one store per
// thread, the way bandwidth-bound kernels are vectorised.
#include <cstdio>
#include <cstdlib>

__global__ void saxpy4(int n4, float a, const float4 *__restrict__ x,
                       float4 *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4;
       i += blockDim.x * gridDim.x) {
    float4 xv = x[i];
    float4 yv = y[i];
    yv.x = a * xv.x + yv.x;
    yv.y = a * xv.y + yv.y;
    yv.z = a * xv.z + yv.z;
    yv.w = a * xv.w + yv.w;
    y[i] = yv;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1 << 22;
  n &= ~3;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  saxpy4<<<256, 256>>>(n / 4, 2.0f, reinterpret_cast<float4 *>(x),
                       reinterpret_cast<float4 *>(y));
  cudaEventRecord(t1);
  cudaEventSynchronize(t1);
  float ms;
  cudaEventElapsedTime(&ms, t0, t1);
  std::printf("%.3f GB/s\n", 3.0 * n * sizeof(float) / ms / 1e6);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
