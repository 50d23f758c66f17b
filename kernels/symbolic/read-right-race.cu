// Thesis Fig. 3.5: A[tid] = A[tid] + A[tid+1] without a barrier.
//expect: data-race
__global__ void k() {
  __shared__ int A[1025];
  unsigned tid = threadIdx.x;
  int v = A[tid];
  int w = A[tid + 1];
  A[tid] = v + w;
}
