//--blockDim=64 --gridDim=2 --arg dataCount=128 --buffer d_Data=128 --buffer d_PartialHistograms=512 --init d_Data=random:3
//expect: safe
// Histogram of bytes in the style of the SDK's histogram256: per-warp
// sub-histograms in shared memory updated with shared atomics on 4 bytes
// packed in one uint, then a merge of the warps' counts per bin.
#include <cstdio>
#include <cstdlib>
#include <cstring>
// helper_cuda.h-style error checks
#include <cstdio>
#include <cstdlib>
#define checkCudaErrors(val) __checkCuda((val), #val, __FILE__, __LINE__)
inline void __checkCuda(cudaError_t e, const char *f, const char *file, int line) {
  if (e != cudaSuccess) { fprintf(stderr, "%s:%d %s\n", file, line, f); exit(EXIT_FAILURE); }
}
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
inline void __getLastCudaError(const char *msg, const char *file, const int line) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) { fprintf(stderr, "%s(%i) : %s : (%d) %s.\n", file, line, msg, (int)err, cudaGetErrorString(err)); exit(EXIT_FAILURE); }
}
typedef unsigned int uint;
typedef unsigned char uchar;
#define HISTOGRAM256_BIN_COUNT 256
#define LOG2_WARP_SIZE 5U
#define WARP_SIZE (1U << LOG2_WARP_SIZE)
#define WARP_COUNT 2
#define HISTOGRAM256_THREADBLOCK_SIZE (WARP_COUNT * WARP_SIZE)
#define HISTOGRAM256_THREADBLOCK_MEMORY (WARP_COUNT * HISTOGRAM256_BIN_COUNT)
#define UMUL(a, b) __umul24((a), (b))
#define UMAD(a, b, c) (UMUL((a), (b)) + (c))

inline __device__ void addByte(uint *s_WarpHist, uint data) {
  atomicAdd(s_WarpHist + data, 1);
}
inline __device__ void addWord(uint *s_WarpHist, uint data) {
  addByte(s_WarpHist, (data >> 0) & 0xFFU);
  addByte(s_WarpHist, (data >> 8) & 0xFFU);
  addByte(s_WarpHist, (data >> 16) & 0xFFU);
  addByte(s_WarpHist, (data >> 24) & 0xFFU);
}

__global__ void histogram256Kernel(uint *d_PartialHistograms, uint *d_Data,
                                   uint dataCount) {
  __shared__ uint s_Hist[HISTOGRAM256_THREADBLOCK_MEMORY];
  uint *s_WarpHist =
      s_Hist + (threadIdx.x >> LOG2_WARP_SIZE) * HISTOGRAM256_BIN_COUNT;
#pragma unroll
  for (uint i = 0;
       i < (HISTOGRAM256_THREADBLOCK_MEMORY / HISTOGRAM256_THREADBLOCK_SIZE);
       i++)
    s_Hist[threadIdx.x + i * HISTOGRAM256_THREADBLOCK_SIZE] = 0;
  __syncthreads();
  for (uint pos = UMAD(blockIdx.x, blockDim.x, threadIdx.x); pos < dataCount;
       pos += UMUL(blockDim.x, gridDim.x)) {
    uint data = d_Data[pos];
    addWord(s_WarpHist, data);
  }
  __syncthreads();
  for (uint bin = threadIdx.x; bin < HISTOGRAM256_BIN_COUNT;
       bin += HISTOGRAM256_THREADBLOCK_SIZE) {
    uint sum = 0;
    for (uint i = 0; i < WARP_COUNT; i++)
      sum += s_Hist[bin + i * HISTOGRAM256_BIN_COUNT];
    d_PartialHistograms[blockIdx.x * HISTOGRAM256_BIN_COUNT + bin] = sum;
  }
}

int main(int argc, char **argv) {
  const uint byteCount = 64 * 1048576;
  uchar *h_Data = (uchar *)malloc(byteCount);
  srand(2009);
  for (uint i = 0; i < byteCount; i++) h_Data[i] = rand() % 256;
  uchar *d_Data;
  uint *d_Partial;
  checkCudaErrors(cudaMalloc((void **)&d_Data, byteCount));
  checkCudaErrors(cudaMalloc((void **)&d_Partial, 240 * HISTOGRAM256_BIN_COUNT * sizeof(uint)));
  checkCudaErrors(cudaMemcpy(d_Data, h_Data, byteCount, cudaMemcpyHostToDevice));
  histogram256Kernel<<<240, HISTOGRAM256_THREADBLOCK_SIZE>>>(d_Partial, (uint *)d_Data, byteCount / sizeof(uint));
  getLastCudaError("histogram256Kernel() execution failed\n");
  free(h_Data);
  return 0;
}
