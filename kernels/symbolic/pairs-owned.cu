// Thesis Fig. 4.1(a): thread t owns A[2t] and A[2t+1].
//expect: safe
__global__ void k() {
  __shared__ int A[2048];
  unsigned tid = threadIdx.x;
  unsigned v = 2 * tid, w = 2 * tid + 1;
  A[v] = A[w];
}
