// PUG section 6.3: a barrier at the top of the body keeps all threads in
// one iteration; acc[i+1+tid] never meets acc[i] of another thread.
//expect: safe
__global__ void k(int lb, int ub) {
  __shared__ int acc[4096];
  __requires(lb >= 0 && ub <= 2048);
  unsigned tid = threadIdx.x;
  for (int i = lb; i < ub; i++) {
    __syncthreads();
    acc[i + 1 + tid] += acc[i];
  }
}
