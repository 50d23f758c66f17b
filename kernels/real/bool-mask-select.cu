//--blockDim=64 --gridDim=2 --arg n=128 --arg threshold=10
//expect: safe
// Computes a bool mask in one kernel and applies it in another: bool
// arrays in global and shared memory.
#include <cstdio>

__global__ void makeMask(const int *v, bool *mask, int n, int threshold) {
  __shared__ bool local[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  local[threadIdx.x] = i < n && v[i] > threshold;
  __syncthreads();
  // A value is kept when it or its left neighbour in the block passes.
  bool left = threadIdx.x > 0 ? local[threadIdx.x - 1] : false;
  if (i < n)
    mask[i] = local[threadIdx.x] || left;
}

int main() {
  const int n = 1024;
  int *v;
  bool *mask;
  cudaMalloc(&v, n * sizeof(int));
  cudaMalloc(&mask, n * sizeof(bool));
  makeMask<<<n / 64, 64>>>(v, mask, n, 10);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(v);
  cudaFree(mask);
  return 0;
}
