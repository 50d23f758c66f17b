// Histogram with a plain increment: two threads may hit the same bin.
//expect: data-race
__global__ void histogram(const unsigned *in, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    bins[in[i] % 256] += 1;
}
