// Kogge-Stone scan without the barrier between the read of the partner and
// the update: a read-write race.
//expect: data-race
__global__ void scan(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    if (t >= d)
      s[t] += s[t - d];
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = s[t];
}
