// nbor without its barrier: a thread reads its neighbour's element while
// the neighbour writes it.
//expect: data-race
__global__ void nbor(int *a) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = a[blockIdx.x * blockDim.x + t];
  int v = s[(t + 1) % blockDim.x];
  a[blockIdx.x * blockDim.x + t] = v;
}
