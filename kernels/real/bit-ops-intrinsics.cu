//--blockDim=64 --gridDim=2 --arg n=128
//expect: safe
// Bit-manipulation helpers of a compression library: population counts,
// bit reversal, leading zeros and byte permutes on 32-bit words, checked
// against the scalar definitions in the kernel itself.
#include <cstdio>
#include <cassert>
#include <cstdint>

__device__ __forceinline__ unsigned int reverse_bytes(unsigned int v) {
  return __byte_perm(v, 0, 0x0123);
}

__device__ __forceinline__ int bit_length(unsigned int v) {
  return 32 - __clz((int)v);
}

__global__ void encode(const uint32_t *__restrict__ in, uint32_t *__restrict__ out,
                       int *__restrict__ lengths, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  uint32_t v = __ldg(&in[i]);
  uint32_t r = __brev(v);
  assert(__brev(r) == v);
  assert(__popc(v) == __popc(r));
  assert(reverse_bytes(reverse_bytes(v)) == v);
  lengths[i] = bit_length(v) + __ffs((int)v) * 64;
  out[i] = reverse_bytes(r) ^ __umulhi(v, 0x9e3779b9u);
}

int main() {
  const int n = 4096;
  uint32_t *h = new uint32_t[n];
  for (int i = 0; i < n; ++i)
    h[i] = 2654435761u * (uint32_t)i;
  uint32_t *d_in, *d_out;
  int *d_len;
  cudaMalloc(&d_in, n * sizeof(uint32_t));
  cudaMalloc(&d_out, n * sizeof(uint32_t));
  cudaMalloc(&d_len, n * sizeof(int));
  cudaMemcpy(d_in, h, n * sizeof(uint32_t), cudaMemcpyHostToDevice);
  encode<<<(n + 127) / 128, 128>>>(d_in, d_out, d_len, n);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  delete[] h;
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_len);
  return 0;
}
