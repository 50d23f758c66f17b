// Sarkar et al., Example 1: A[tid % 2] is written by threads 0, 2, 4, ...
//expect: data-race
__global__ void k(int *out) {
  __shared__ int A[2];
  unsigned tid = threadIdx.x;
  A[tid % 2] = tid;
}
