// Thesis Figure 4.1(c): A[tid] = tid; barrier; assert(A[tid] == tid). x for
// the adversarial and plain equality abstractions, correct under the
// known-equality abstraction (thesis §4.3.5), which is what our equality
// abstraction is: a barrier keeps the elements the pair accessed before it.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input (with the equality abstraction of shared memory)
// CHECK: exit=0

#include <cassert>
__global__ void k() {
  __shared__ unsigned A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = tid;
  __syncthreads();
  unsigned v = tid;
  assert(A[v] == v);
}
