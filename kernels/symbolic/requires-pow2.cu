// A pairwise exchange that is in bounds only when blockDim.x is even:
// thread t writes s[t ^ 1], a slot of a thread of the block when the size
// is even (__requires states it); the barrier orders it before the read.
//expect: safe
__global__ void swap(int *out) {
  __shared__ int s[1024];
  __requires(blockDim.x % 2 == 0);
  unsigned t = threadIdx.x;
  s[t ^ 1] = t;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t];
}
