// The thesis's one-dimensional stencil (Fig. 2.2): reads of A in a loop,
// one write of B per thread.
//expect: safe
__global__ void stencil(int *A, int *B, int radius, unsigned n) {
  unsigned tid = blockDim.x * blockIdx.x + threadIdx.x;
  int sum = 0;
  for (int i = -radius; i <= radius; i++) {
    int idx = tid + i;
    if (0 <= idx && idx < n)
      sum += A[idx];
  }
  if (tid < n)
    B[tid] = sum;
}
