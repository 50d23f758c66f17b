//--blockDim=32 --gridDim=2 --arg n=64 --buffer samples=64 --buffer bins=2
//expect: data-race
// Array of structures against structure of arrays: each block keeps its
// partial histogram in a shared structure whose field is an array of
// bins, then thread 0 copies the whole structure to the block's slot in
// global memory. The copy-out reads the bins before every thread has
// added its sample: the barrier after the atomics is missing.
#include <cstdio>
#include <cstdlib>

#define NBINS 8

struct Histogram {
  unsigned int count[NBINS];
  unsigned int total;
};

struct Sample {
  float value;
  int weight;
};

__global__ void blockHistogram(const Sample *samples, Histogram *bins, int n) {
  __shared__ Histogram local;
  int t = threadIdx.x;
  if (t < NBINS)
    local.count[t] = 0;
  if (t == 0)
    local.total = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) {
    int b = (int)(samples[i].value * NBINS);
    b = b < 0 ? 0 : (b >= NBINS ? NBINS - 1 : b);
    atomicAdd(&local.count[b], samples[i].weight);
    atomicAdd(&local.total, 1u);
  }
  // __syncthreads() missing here
  if (t == 0)
    bins[blockIdx.x] = local;
}

int main() {
  const int n = 64, threads = 32, blocks = (n + threads - 1) / threads;
  Sample *h = (Sample *)malloc(n * sizeof(Sample));
  for (int i = 0; i < n; ++i) {
    h[i].value = (i % 17) / 17.0f;
    h[i].weight = 1;
  }
  Sample *d_samples;
  Histogram *d_bins;
  cudaMalloc(&d_samples, n * sizeof(Sample));
  cudaMalloc(&d_bins, blocks * sizeof(Histogram));
  cudaMemcpy(d_samples, h, n * sizeof(Sample), cudaMemcpyHostToDevice);
  blockHistogram<<<blocks, threads>>>(d_samples, d_bins, n);
  Histogram *out = (Histogram *)malloc(blocks * sizeof(Histogram));
  cudaMemcpy(out, d_bins, blocks * sizeof(Histogram), cudaMemcpyDeviceToHost);
  unsigned total = 0;
  for (int b = 0; b < blocks; ++b)
    total += out[b].total;
  if (total != (unsigned)n) {
    printf("FAILED: %u samples counted, %d expected\n", total, n);
    return EXIT_FAILURE;
  }
  printf("PASSED\n");
  free(h);
  free(out);
  cudaFree(d_samples);
  cudaFree(d_bins);
  return 0;
}
