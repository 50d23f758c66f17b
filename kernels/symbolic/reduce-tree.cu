// Tree reduction in shared memory, halving strides, a barrier per level.
//expect: safe
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = blockDim.x / 2; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
