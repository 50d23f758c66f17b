//--blockDim=4 --gridDim=1 --buffer flags=4 --buffer out=4
//expect: barrier-divergence executions=1
// __syncthreads_count is a barrier: calling it only in the threads whose
// flag is set (here the odd ones) leaves the others waiting elsewhere
// (they exit), which is barrier divergence.

__global__ void countFlags(int *flags, int *out) {
  unsigned t = threadIdx.x;
  flags[t] = t & 1;
  int n = 0;
  if (flags[t])
    n = __syncthreads_count(1);
  out[t] = n;
}
