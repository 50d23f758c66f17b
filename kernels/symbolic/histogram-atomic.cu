// Histogram with global atomics: atomics do not race with each other.
//expect: safe
__global__ void histogram(const unsigned *in, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[in[i] % 256], 1u);
}
