// The thesis's Kogge-Stone scan (Fig. 4.15), n elements for n threads.
//expect: safe
__global__ void koggestone(unsigned n) {
  __shared__ unsigned idx[1024];
  __requires(n == blockDim.x);
  unsigned offset, temp;
  unsigned tid = threadIdx.x;
  for (offset = 1; offset < n; offset *= 2) {
    if (tid >= offset)
      temp = idx[tid - offset];
    __syncthreads();
    if (tid >= offset)
      idx[tid] += temp;
    __syncthreads();
  }
}
