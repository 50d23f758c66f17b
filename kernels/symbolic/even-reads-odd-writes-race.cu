// Sarkar et al., lines IR 5/6: an even thread reads A[tid] while its left
// neighbour writes A[tid+1].
//expect: data-race
__global__ void k(int *out) {
  __shared__ int A[1025], B[1024];
  unsigned tid = threadIdx.x;
  if (tid % 2 == 0)
    B[tid] = A[tid] + 10;
  A[tid + 1] = 10;
}
