//--blockDim=64 --gridDim=2 --arg n=128
//expect: safe
// Reduction #1 of the usual optimisation walk-through: interleaved
// addressing with a divergent modulo test. Correct, only slow.
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                      \
  do {                                                                        \
    cudaError_t e_ = (call);                                                  \
    if (e_ != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                      \
              cudaGetErrorString(e_));                                        \
      exit(EXIT_FAILURE);                                                     \
    }                                                                         \
  } while (0)

#define BLOCK 64

__global__ void reduceInterleaved(const int *in, int *out, unsigned n) {
  __shared__ int sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

int main(int argc, char **argv) {
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 1u << 20;
  unsigned blocks = (n + BLOCK - 1) / BLOCK;
  int *h_in = (int *)malloc(n * sizeof(int));
  int *h_out = (int *)malloc(blocks * sizeof(int));
  long long expect = 0;
  for (unsigned i = 0; i < n; ++i) {
    h_in[i] = rand() % 16;
    expect += h_in[i];
  }
  int *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_out, blocks * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice));
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start));
  reduceInterleaved<<<blocks, BLOCK>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  CUDA_CHECK(cudaMemcpy(h_out, d_out, blocks * sizeof(int),
                        cudaMemcpyDeviceToHost));
  long long got = 0;
  for (unsigned b = 0; b < blocks; ++b)
    got += h_out[b];
  printf("sum %lld (expected %lld) in %.3f ms\n", got, expect, ms);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  free(h_in);
  free(h_out);
  return got == expect ? EXIT_SUCCESS : EXIT_FAILURE;
}
