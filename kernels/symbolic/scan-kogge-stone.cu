// Kogge-Stone inclusive scan in place: read the partner, barrier, add,
// barrier.
//expect: safe
__global__ void scan(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    int v = 0;
    if (t >= d)
      v = s[t - d];
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = s[t];
}
