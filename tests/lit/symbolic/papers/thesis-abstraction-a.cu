// Thesis Figure 4.1(a): each thread owns A[2*tid] and A[2*tid+1]; correct
// under every shared-state abstraction, proved here (adversarial).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

__global__ void k() {
  __shared__ int A[2048];
  unsigned tid = threadIdx.x;
  unsigned v = 2 * tid, w = 2 * tid + 1;
  A[v] = A[w];
}
