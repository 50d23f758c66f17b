__global__ void inc(int *x, int n) {
  if (threadIdx.x < n)
    x[0] += 1;
}
__global__ void own(int *x) { x[threadIdx.x] = 1; }
