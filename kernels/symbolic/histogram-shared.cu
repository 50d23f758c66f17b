// Histogram privatised per block in shared memory: zero, barrier, atomic
// updates, barrier, flush with global atomics.
//expect: safe
__global__ void histogram(const unsigned *in, unsigned *bins, int n) {
  __shared__ unsigned h[256];
  unsigned t = threadIdx.x;
  if (t < 256)
    h[t] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n)
    atomicAdd(&h[in[i] % 256], 1u);
  __syncthreads();
  if (t < 256)
    atomicAdd(&bins[t], h[t]);
}
