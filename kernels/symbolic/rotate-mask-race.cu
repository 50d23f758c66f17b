// rotate-mask-pow2.cu without its __requires: for a block size that is not
// a power of two the mask maps two threads to one slot (blockDim=5: mask 4,
// threads 0 and 1 both write s[0]), a confirmed race.
//expect: data-race
__global__ void rotate(int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[(t + 1) & (blockDim.x - 1)] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t];
}
