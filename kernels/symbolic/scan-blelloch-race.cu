// The downsweep of the Blelloch prescan (thesis Fig. 4.4) without its
// barrier: a thread reads idx[left] that another thread of the previous
// level is still writing.
//expect: data-race
__global__ void prescan(int *g, unsigned n) {
  __shared__ int idx[2048];
  __requires(n == 2 * blockDim.x);
  __requires((n & (n - 1)) == 0);
  unsigned tid = threadIdx.x;
  idx[2 * tid] = g[2 * tid];
  idx[2 * tid + 1] = g[2 * tid + 1];
  __syncthreads();
  if (tid == 0)
    idx[n - 1] = 0;
  unsigned offset = n;
  for (unsigned d = 1; d < n; d *= 2) {
    offset /= 2;
    if (tid < d) {
      unsigned left = offset * (2 * tid + 1) - 1;
      unsigned right = offset * (2 * tid + 2) - 1;
      int t = idx[left];
      idx[left] = idx[right];
      idx[right] += t;
    }
  }
  __syncthreads();
  g[2 * tid] = idx[2 * tid];
  g[2 * tid + 1] = idx[2 * tid + 1];
}
