// Sarkar et al., Example 1: a barrier only the even threads reach.
//expect: barrier-divergence
__global__ void k(int *out) {
  __shared__ int A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = tid;
  __syncthreads();
  if (tid % 2 == 0)
    __syncthreads();
  out[tid] = A[tid];
}
