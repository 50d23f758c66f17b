// Interleaved-addressing reduction: strides double, the active threads are
// those whose index is a multiple of twice the stride.
//expect: safe
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    if (t % (2 * d) == 0 && t + d < blockDim.x)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
