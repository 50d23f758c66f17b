//--blockDim=128 --gridDim=2 --arg n=512
//expect: safe
// A 256-bin byte histogram: per-block bins in shared memory updated with
// shared-memory atomics, merged into the global histogram with global
// atomics (the pattern of the histogram sample and of the "GPU Pro Tip"
// posts), with a host reference.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define NUM_BINS 256
#define CHECK(call)                                                            \
  {                                                                            \
    const cudaError_t error = call;                                            \
    if (error != cudaSuccess) {                                                \
      printf("Error: %s:%d, ", __FILE__, __LINE__);                            \
      printf("code:%d, reason: %s\n", error, cudaGetErrorString(error));       \
      exit(1);                                                                 \
    }                                                                          \
  }

__global__ void histogram256(const unsigned char *data, unsigned int *hist,
                             int n) {
  __shared__ unsigned int bins[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
    if (bins[b] != 0)
      atomicAdd(&hist[b], bins[b]);
}

int main(int argc, char **argv) {
  int n = 1 << 20;
  if (argc > 1)
    n = atoi(argv[1]);
  unsigned char *h_data = (unsigned char *)malloc(n);
  unsigned int h_hist[NUM_BINS], ref[NUM_BINS];
  memset(ref, 0, sizeof(ref));
  for (int i = 0; i < n; i++) {
    h_data[i] = rand() & 0xff;
    ref[h_data[i]]++;
  }
  unsigned char *d_data;
  unsigned int *d_hist;
  CHECK(cudaMalloc((void **)&d_data, n));
  CHECK(cudaMalloc((void **)&d_hist, sizeof(h_hist)));
  CHECK(cudaMemcpy(d_data, h_data, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_hist, 0, sizeof(h_hist)));
  histogram256<<<64, 256>>>(d_data, d_hist, n);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h_hist, d_hist, sizeof(h_hist), cudaMemcpyDeviceToHost));
  int bad = memcmp(h_hist, ref, sizeof(ref)) != 0;
  printf(bad ? "FAILED\n" : "PASSED\n");
  cudaFree(d_data);
  cudaFree(d_hist);
  free(h_data);
  return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
