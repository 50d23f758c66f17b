// PUG section 6.3 without the barrier: threads in different iterations.
//expect: data-race
__global__ void k(int lb, int ub) {
  __shared__ int acc[4096];
  __requires(lb >= 0 && ub <= 2048);
  unsigned tid = threadIdx.x;
  for (int i = lb; i < ub; i++)
    acc[i + 1 + tid] += acc[i];
}
