//--blockDim=2 --gridDim=2 --buffer A=4 --buffer B=4 --buffer C=4 --buffer trace=2 --init A=1,2,3,4 --init B=5,6,7,8
//expect: safe
// matmul-fixed (GPUMC Table 2, shape (2,2)): matmul.cu with C published
// at device scope: no race (the trace reads may see 0 or the product;
// the execution count is compared with the C form's by
// tests/lit/c11/pairs.test, not derived here).
// matmul: C = A x B for 2 x 2
// matrices, thread t of block b computing C[b][t] from plain reads of A
// and B and publishing it with a seq_cst store; after its block's barrier,
// thread 0 of each block reads the other block's diagonal element of C
// (seq_cst, device scope) for a trace. GPUMC's bug: the element is stored
// at block scope, so that read is not scope-inclusive with it: a
// heterogeneous race. matmul-fixed.cu stores at device scope.
// kernels/c11/gpumc/matmul.c is the same program in GPUMC's C format.
#include <cuda/atomic>

using blk = cuda::atomic_ref<int, cuda::thread_scope_block>;
using dev = cuda::atomic_ref<int, cuda::thread_scope_device>;

__global__ void matmul(int *A, int *B, int *C, int *trace) {
  int row = blockIdx.x, col = threadIdx.x;
  int sum = 0;
  for (int k = 0; k < 2; k++)
    sum += A[row * 2 + k] * B[k * 2 + col];
  dev(C[row * 2 + col]).store(sum);
  __syncthreads();
  if (col == 0) {
    int other = 1 - row;
    trace[row] = dev(C[other * 2 + other]).load();
  }
}
