//--blockDim=64 --gridDim=1 --arg dir=1
//expect: safe
// Bitonic sort of one block's keys in shared memory (the sortingNetworks
// sample's shared-memory kernel): compare-and-swap stages separated by
// barriers, a device swap helper taking references.
#include <cstdio>

__device__ inline void Comparator(unsigned &keyA, unsigned &keyB, unsigned dir) {
  if ((keyA > keyB) == dir) {
    unsigned t = keyA;
    keyA = keyB;
    keyB = t;
  }
}

__global__ void bitonicSortShared(unsigned *d_DstKey, const unsigned *d_SrcKey,
                                  unsigned dir) {
  __shared__ unsigned s_key[128];
  d_SrcKey += blockIdx.x * 128 + threadIdx.x;
  d_DstKey += blockIdx.x * 128 + threadIdx.x;
  s_key[threadIdx.x + 0] = d_SrcKey[0];
  s_key[threadIdx.x + 64] = d_SrcKey[64];
  for (unsigned size = 2; size < 128; size <<= 1) {
    unsigned ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      Comparator(s_key[pos + 0], s_key[pos + stride], ddd);
    }
  }
  for (unsigned stride = 64; stride > 0; stride >>= 1) {
    __syncthreads();
    unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
    Comparator(s_key[pos + 0], s_key[pos + stride], dir);
  }
  __syncthreads();
  d_DstKey[0] = s_key[threadIdx.x + 0];
  d_DstKey[64] = s_key[threadIdx.x + 64];
}

int main() {
  unsigned *d_src, *d_dst;
  cudaMalloc(&d_src, 128 * sizeof(unsigned));
  cudaMalloc(&d_dst, 128 * sizeof(unsigned));
  bitonicSortShared<<<1, 64>>>(d_dst, d_src, 1);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
