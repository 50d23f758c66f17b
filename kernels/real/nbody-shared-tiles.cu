//--blockDim=32 --gridDim=2 --arg n=64 --arg softening=0.01
//expect: safe
// All-pairs gravitational accelerations with the bodies staged through a
// shared tile of float4 (position and mass) one tile at a time.
#include <math.h>
#include <stdio.h>

#define TILE 32

__device__ float3 bodyInteraction(float4 bi, float4 bj, float3 ai,
                                  float softening) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float d2 = r.x * r.x + r.y * r.y + r.z * r.z + softening * softening;
  float inv = 1.0f / sqrtf(d2);
  float s = bj.w * inv * inv * inv;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void accelerations(const float4 *pos, float3 *acc, int n,
                              float softening) {
  __shared__ float4 tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 a = make_float3(0, 0, 0);
  for (int base = 0; base < n; base += TILE) {
    int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      a = bodyInteraction(me, tile[k], a, softening);
    __syncthreads();
  }
  if (i < n)
    acc[i] = a;
}

int main() {
  const int n = 4096;
  float4 *pos;
  float3 *acc;
  cudaMalloc(&pos, n * sizeof(float4));
  cudaMalloc(&acc, n * sizeof(float3));
  accelerations<<<n / TILE, TILE>>>(pos, acc, n, 0.01f);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(pos);
  cudaFree(acc);
  return 0;
}
