// Thread t writes slot (t + 1) & (blockDim.x - 1) of a shared array, then
// reads its own slot after the barrier. The mask is a rotation of the
// block's threads only when blockDim.x is a power of two, which __requires
// states; without it two threads write one slot (rotate-mask-race.cu).
//expect: safe
__global__ void rotate(int *out) {
  __shared__ int s[1024];
  __requires((blockDim.x & (blockDim.x - 1)) == 0);
  unsigned t = threadIdx.x;
  s[(t + 1) & (blockDim.x - 1)] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t];
}
