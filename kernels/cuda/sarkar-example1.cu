//--blockDim=4 --gridDim=1 --buffer A=5 --buffer B=4
//expect: data-race
// After the running example of Sarkar et al. (Figure 1, statements IR 5
// and IR 6, reconstructed from the formulas of Example 2): even threads
// read A[tid] while every thread writes A[tid + 1], so thread 1's write of
// A[2] races with thread 2's read. (The figure's other errors, A[tid % 2]
// and the divergent barrier under tid % 2 == 0, are write-mod2-race.cu and
// barrier-divergence.cu.)

#include <cuda_runtime.h>

__global__ void example(int *A, int *B) {
  int tid = threadIdx.x;
  if (tid % 2 == 0)
    B[tid] = A[tid] + 10; // IR 5
  if (tid % 1 == 0)
    A[tid + 1] = 10; // IR 6
}
