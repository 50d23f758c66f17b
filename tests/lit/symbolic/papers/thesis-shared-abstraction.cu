// Thesis Figure 2.6 (why shared state must be abstracted): every thread
// zeroes A[tid], so after the barrier all threads but the last write B[0].
// A race, found under the adversarial abstraction and confirmed by a
// concrete run (the thesis's initial A[x] == x does not matter: A is
// overwritten before it is read).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'B[0]'
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *B) {
  __shared__ int A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = 0;
  __syncthreads();
  if (tid != blockDim.x - 1) {
    B[A[tid + 1]] = tid;
  }
}
