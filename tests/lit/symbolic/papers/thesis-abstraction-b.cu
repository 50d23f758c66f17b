// Thesis Figure 4.1(b): all threads read the same B[0], so they all write
// A[tid] or all A[tid+1]; the thesis marks it x for the adversarial
// abstraction and correct under the equality abstraction. The adversarial
// run finds a counterexample that no concrete run confirms, so the engine
// tries the equality abstraction, which proves it.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input (with the equality abstraction of shared memory)
// CHECK: note: symbolic (equality abstraction):
// CHECK: exit=0

// The same with --equality from the start.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --equality 2>&1; echo "exit=$?"' | FileCheck %s

#include <cassert>
__global__ void k() {
  __shared__ int A[1025];
  __shared__ int B[1];
  unsigned tid = threadIdx.x;
  int v = B[0];
  unsigned w = v ? tid : tid + 1;
  A[w] = tid;
  int v2 = B[0];
  assert(v == v2);
}
