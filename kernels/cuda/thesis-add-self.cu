//--blockDim=4 --gridDim=1 --arg i=0 --arg n=4 --buffer A=4
//expect: safe
// thesis-add-neighbour.cu with i = 0: each thread reads and writes only
// its own element.

#include <cuda_runtime.h>

__global__ void addNeighbour(int *A, int i, unsigned n) {
  unsigned tid = threadIdx.x;
  if (tid + i < n) {
    int v = A[tid + i];
    A[tid] += v;
  }
}
