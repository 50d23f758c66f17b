// Thesis Fig. 2.6: after the barrier every thread but the last writes
// B[A[tid+1]] = B[0].
//expect: data-race
__global__ void k(int *B) {
  __shared__ int A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = 0;
  __syncthreads();
  if (tid != blockDim.x - 1)
    B[A[tid + 1]] = tid;
}
