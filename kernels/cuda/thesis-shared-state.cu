//--blockDim=4 --gridDim=1 --buffer A=4 --buffer B=4
//expect: data-race
// Chong's thesis, Figure 2.6 (why the two-thread reduction must abstract
// shared state): after the barrier every A[x] is 0, so all threads but the
// last write B[0].

#include <cuda_runtime.h>

#define N 4

__global__ void sharedState(int *A, int *B) {
  unsigned tid = threadIdx.x;
  A[tid] = 0;
  __syncthreads();
  if (tid != N - 1) {
    B[A[tid + 1]] = tid;
  }
}
