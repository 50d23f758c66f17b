// Thesis Figure 4.1(d): the neighbour's element after the barrier; only a
// barrier invariant proves it (not implemented yet): exit 3, not confirmed.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: warning: possible assertion failed: A[v] == v
// CHECK: note: no verdict: possible assertion, not confirmed by a concrete run
// CHECK: exit=3

#include <cassert>
__global__ void k() {
  __shared__ unsigned A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = tid;
  __syncthreads();
  unsigned v = (tid + 1) % blockDim.x;
  assert(A[v] == v);
}
