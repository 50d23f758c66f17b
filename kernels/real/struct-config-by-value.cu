//--blockDim=64 --gridDim=2 --arg cfg.n=100 --arg cfg.scale=3 --arg cfg.bias=1
//expect: safe
// Launch parameters bundled in a structure passed by value, with static
// constexpr members for the compile-time parts of the configuration.
#include <stdio.h>

struct Config {
  int n;
  int scale;
  int bias;
  static constexpr int kItemsPerThread = 2;
  static constexpr int kBlock = 64;
};

__global__ void affine(Config cfg, const int *in, int *out) {
  int base = (blockIdx.x * Config::kBlock + threadIdx.x) * Config::kItemsPerThread;
  for (int k = 0; k < Config::kItemsPerThread; ++k) {
    int i = base + k;
    if (i < cfg.n)
      out[i] = in[i] * cfg.scale + cfg.bias;
  }
}

int main() {
  Config cfg{1 << 16, 3, 1};
  int *in, *out;
  cudaMalloc(&in, cfg.n * sizeof(int));
  cudaMalloc(&out, cfg.n * sizeof(int));
  int blocks = (cfg.n + Config::kBlock * Config::kItemsPerThread - 1) /
               (Config::kBlock * Config::kItemsPerThread);
  affine<<<blocks, Config::kBlock>>>(cfg, in, out);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in);
  cudaFree(out);
  return 0;
}
