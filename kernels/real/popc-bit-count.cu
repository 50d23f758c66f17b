//--blockDim=64 --gridDim=2 --arg n=128 --init words=random:11 --buffer words=128
//expect: safe
// Counts the set bits of 64-bit words and the leading zeros of 32-bit
// words with the integer intrinsics, and checks a few identities.
#include <assert.h>
#include <stdio.h>

__global__ void bitStats(const unsigned long long *words, int *pop, int *lz,
                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long w = words[i];
  unsigned lo = (unsigned)w, hi = (unsigned)(w >> 32);
  int p = __popcll(w);
  assert(p == __popc(lo) + __popc(hi));
  assert(__clz(0u) == 32 && __ffs(0) == 0);
  assert(__brev(__brev(lo)) == lo);
  pop[i] = p;
  lz[i] = hi ? __clz(hi) : 32 + __clz(lo);
}

int main() {
  const int n = 1 << 16;
  unsigned long long *w;
  int *pop, *lz;
  cudaMalloc(&w, n * sizeof(*w));
  cudaMalloc(&pop, n * sizeof(int));
  cudaMalloc(&lz, n * sizeof(int));
  bitStats<<<n / 256, 256>>>(w, pop, lz, n);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(w);
  cudaFree(pop);
  cudaFree(lz);
  return 0;
}
