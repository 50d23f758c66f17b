//--blockDim=64 --gridDim=2 --arg n=256 --arg numBins=16
//expect: safe
// Privatised histogram: each block counts into a shared copy with shared
// atomics, then merges it into the global histogram with global atomics.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BINS 16
#define CHECK(call)                                                            \
  {                                                                            \
    const cudaError_t error = call;                                            \
    if (error != cudaSuccess) {                                                \
      printf("Error: %s:%d, ", __FILE__, __LINE__);                            \
      printf("code:%d, reason: %s\n", error, cudaGetErrorString(error));       \
      exit(1);                                                                 \
    }                                                                          \
  }

__global__ void histoPrivate(const unsigned char *in, unsigned *bins, int n,
                             int numBins) {
  __shared__ unsigned local[MAX_BINS];
  for (int b = threadIdx.x; b < numBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&local[in[i] % numBins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < numBins; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  unsigned char *h_in = (unsigned char *)malloc(n);
  unsigned h_bins[MAX_BINS], ref[MAX_BINS];
  memset(ref, 0, sizeof(ref));
  for (int i = 0; i < n; ++i) {
    h_in[i] = (unsigned char)(rand() & 0xff);
    ref[h_in[i] % MAX_BINS]++;
  }
  unsigned char *d_in;
  unsigned *d_bins;
  CHECK(cudaMalloc(&d_in, n));
  CHECK(cudaMalloc(&d_bins, sizeof(h_bins)));
  CHECK(cudaMemcpy(d_in, h_in, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_bins, 0, sizeof(h_bins)));
  histoPrivate<<<64, 256>>>(d_in, d_bins, n, MAX_BINS);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h_bins, d_bins, sizeof(h_bins), cudaMemcpyDeviceToHost));
  int bad = memcmp(h_bins, ref, sizeof(ref)) != 0;
  printf("%s\n", bad ? "mismatch" : "ok");
  cudaFree(d_in);
  cudaFree(d_bins);
  free(h_in);
  return bad;
}
