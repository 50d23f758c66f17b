// Thesis Figure 4.1(b): all threads read the same B[0], so they all write
// A[tid] or all A[tid+1]; the thesis marks it x for the adversarial
// abstraction and correct under the equality abstraction. We use the
// adversarial abstraction (the equality abstraction is not implemented
// yet): a possible race that no concrete run confirms, exit 3, never 'safe'
// and never a claimed bug.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: warning: possible data race on 'A'
// CHECK: note: no verdict: possible data-race, not confirmed by a concrete run
// CHECK: exit=3

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
