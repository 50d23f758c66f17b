//--blockDim=4 --gridDim=1 --arg i=1 --arg n=4 --buffer A=4
//expect: data-race
// Chong's thesis, Figure 2.7, in CUDA: each element adds its i-th
// neighbour in place. With i = 1, thread 0 reads A[1] while thread 1
// writes it.

#include <cuda_runtime.h>

__global__ void addNeighbour(int *A, int i, unsigned n) {
  unsigned tid = threadIdx.x;
  if (tid + i < n) {
    int v = A[tid + i];
    A[tid] += v;
  }
}
