// The tree reduction without the barrier inside the loop: a race between
// levels, confirmed by a concrete run.
//expect: data-race
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = blockDim.x / 2; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
