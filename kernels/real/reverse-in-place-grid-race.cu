//--blockDim=32 --gridDim=2 --arg n=64
//expect: data-race
// An in-place reversal of a whole array by a grid of blocks: each thread
// swaps through a register, but the element it overwrites is read by a
// thread of the other block, and __syncthreads() does not order blocks.
__global__ void reverseInPlace(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = data[n - 1 - i];
    __syncthreads();
    data[i] = v;
  }
}

int main() {
  const int n = 1 << 16;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  reverseInPlace<<<n / 256, 256>>>(d, n);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
