//--blockDim=32 --gridDim=2 --arg n=64
//expect: data-race
// A first attempt at a histogram: each thread increments the global bin of
// its element with a plain ++ (two threads with the same value race).
__global__ void histo_naive(const unsigned char *data, unsigned int *bins,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    bins[data[i]]++;
}
