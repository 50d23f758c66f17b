//--blockDim=64 --gridDim=2 --arg n=128
//expect: safe
// Vectorised copy with float4 loads and stores and a scalar tail, the
// pattern of the "CUDA Pro Tip: increase performance with vectorized memory
// access" post, plus a uint4 fill through make_uint4.
#include <cstdio>
#include <cstdlib>

__global__ void copy_vec4(const float4 *__restrict__ in, float4 *__restrict__ out,
                          uint4 *tags, int n) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = idx; i < n / 4; i += blockDim.x * gridDim.x) {
    float4 v = in[i];
    v.x *= 2.0f;
    out[i] = v;
    tags[i] = make_uint4(i, i + 1, i + 2, i + 3);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  float4 *d_in, *d_out;
  uint4 *d_tags;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMalloc(&d_tags, n / 4 * sizeof(uint4));
  int threads = 128, blocks = (n / 4 + threads - 1) / threads;
  copy_vec4<<<blocks, threads>>>(d_in, d_out, d_tags, n);
  cudaError_t err = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(err));
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_tags);
  return err == cudaSuccess ? 0 : 1;
}
