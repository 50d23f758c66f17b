// rotate-mask-pow2.cu without its __requires: for a block size that is not
// a power of two the mask maps two threads to one slot (e.g. blockDim=3:
// mask 2, threads 1 and 2 both write s[2]), a confirmed race.
//expect: data-race
__global__ void rotate(int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[(t + 1) & (blockDim.x - 1)] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t];
}
