// Thesis Figure 4.1(d): the neighbour's element after the barrier. x for
// every abstraction of shared memory (the pair did not write A[v]); the
// thesis proves it with a barrier invariant, A[tid] == tid, which we write
// as the thesis does, instantiated for the neighbour.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

// Without the invariant: a possible assertion failure that no concrete
// run confirms, exit 3.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DNO_INVARIANT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NOINV
// NOINV: warning: possible assertion failed: A[v] == v
// NOINV: note: no verdict: possible assertion, not confirmed by a concrete run
// NOINV: exit=3

#include <cassert>
__global__ void k() {
  __shared__ unsigned A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = tid;
#ifndef NO_INVARIANT
  __barrier_invariant(A[threadIdx.x] == threadIdx.x,
                      (threadIdx.x + 1) % blockDim.x);
#endif
  __syncthreads();
  unsigned v = (tid + 1) % blockDim.x;
  assert(A[v] == v);
}
