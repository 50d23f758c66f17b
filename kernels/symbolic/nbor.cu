// Each thread adds its right neighbour (thesis Fig. 2.7 with a barrier):
// the reads happen before the barrier, the write after it.
//expect: safe
__global__ void nbor(int *a) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  unsigned base = blockIdx.x * blockDim.x;
  s[t] = a[base + t];
  __syncthreads();
  int v = s[(t + 1) % blockDim.x];
  a[base + t] = s[t] + v;
}
