//--blockDim=4 --gridDim=1 --buffer A=5
//expect: safe
// (Once a false alarm of the checker: tests/lit/dpor/barrier-revisit.ir.)
// nbor-race.cu fixed: read into a register, barrier, then write.

#include <cuda_runtime.h>

__global__ void nbor(int *A) {
  unsigned tid = threadIdx.x;
  int v = A[tid + 1];
  __syncthreads();
  A[tid] = v;
}
