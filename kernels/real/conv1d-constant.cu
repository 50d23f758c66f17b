//--blockDim=64 --gridDim=2 --arg n=128
//expect: safe
// 1D convolution with the mask in __constant__ memory, copied there by
// cudaMemcpyToSymbol, the input tile and halo in shared memory.
#include <cstdio>
#include <cstdlib>
#include <cassert>

#define MASK_LEN 7
#define TILE 64
__constant__ float mask[MASK_LEN];

__global__ void conv1d(const float *in, float *out, int n) {
  __shared__ float s[TILE + MASK_LEN - 1];
  int r = MASK_LEN / 2;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x + r] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < r) {
    int left = g - r, right = g + TILE;
    s[threadIdx.x] = left >= 0 ? in[left] : 0.0f;
    s[threadIdx.x + TILE + r] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  float acc = 0.0f;
  for (int j = 0; j < MASK_LEN; ++j)
    acc += s[threadIdx.x + j] * mask[j];
  if (g < n)
    out[g] = acc;
}

int main() {
  const int n = 1 << 16;
  float h_mask[MASK_LEN];
  for (int j = 0; j < MASK_LEN; ++j)
    h_mask[j] = 1.0f / MASK_LEN;
  cudaMemcpyToSymbol(mask, h_mask, sizeof(h_mask));
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  conv1d<<<n / TILE, TILE>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
