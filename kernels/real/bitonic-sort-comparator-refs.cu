//--blockDim=16 --arg arrayLength=32 --arg dir=1 --buffer d_DstKey=32 --buffer d_DstVal=32 --buffer d_SrcKey=32 --buffer d_SrcVal=32 --init d_SrcKey=random:9
//expect: safe
// Bitonic sort of one shared-memory segment per block, keys and values, in
// the style of the SDK's sortingNetworks: a Comparator on references to
// shared elements.
#include <cstdio>
#include <cstdlib>
#include <cassert>
typedef unsigned int uint;
#define SHARED_SIZE_LIMIT 32U

__device__ inline void Comparator(uint &keyA, uint &valA, uint &keyB, uint &valB, uint dir) {
  uint t;
  if ((keyA > keyB) == dir) {
    t = keyA; keyA = keyB; keyB = t;
    t = valA; valA = valB; valB = t;
  }
}

__global__ void bitonicSortShared(uint *d_DstKey, uint *d_DstVal, uint *d_SrcKey,
                                  uint *d_SrcVal, uint arrayLength, uint dir) {
  __shared__ uint s_key[SHARED_SIZE_LIMIT];
  __shared__ uint s_val[SHARED_SIZE_LIMIT];
  d_SrcKey += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_SrcVal += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_DstKey += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_DstVal += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  s_key[threadIdx.x + 0] = d_SrcKey[0];
  s_val[threadIdx.x + 0] = d_SrcVal[0];
  s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcKey[(SHARED_SIZE_LIMIT / 2)];
  s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcVal[(SHARED_SIZE_LIMIT / 2)];
  for (uint size = 2; size < arrayLength; size <<= 1) {
    uint ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      uint pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  for (uint stride = arrayLength / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    uint pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
    Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], dir);
  }
  __syncthreads();
#ifdef SCOPECHECK_VERIFY
  if (threadIdx.x == 0)
    for (uint i = 1; i < arrayLength; ++i) assert(dir ? s_key[i - 1] <= s_key[i] : s_key[i - 1] >= s_key[i]);
#endif
  d_DstKey[0] = s_key[threadIdx.x + 0];
  d_DstVal[0] = s_val[threadIdx.x + 0];
  d_DstKey[(SHARED_SIZE_LIMIT / 2)] = s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
  d_DstVal[(SHARED_SIZE_LIMIT / 2)] = s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
}

int main() {
  const uint N = 1 << 16;
  uint *h_k = (uint *)malloc(N * sizeof(uint)), *h_v = (uint *)malloc(N * sizeof(uint));
  for (uint i = 0; i < N; ++i) { h_k[i] = rand(); h_v[i] = i; }
  uint *dk, *dv, *sk, *sv;
  cudaMalloc(&dk, N * 4); cudaMalloc(&dv, N * 4); cudaMalloc(&sk, N * 4); cudaMalloc(&sv, N * 4);
  cudaMemcpy(sk, h_k, N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(sv, h_v, N * 4, cudaMemcpyHostToDevice);
  bitonicSortShared<<<N / SHARED_SIZE_LIMIT, SHARED_SIZE_LIMIT / 2>>>(dk, dv, sk, sv, SHARED_SIZE_LIMIT, 1);
  cudaDeviceSynchronize();
  free(h_k); free(h_v);
  return 0;
}
