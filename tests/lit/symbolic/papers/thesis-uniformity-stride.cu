// Thesis section 3.3.3: i starts at threadIdx.x and steps by blockDim.x,
// so every thread runs the loop C times and the barrier is not divergent.
// The proof needs uniform(enabled), which depends on i - tid being a
// multiple of blockDim.x below C*blockDim.x (non-linear): NOT DECIDED YET,
// the counterexample does not replay, an honest exit 3.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: no verdict: possible barrier-divergence, not confirmed by a concrete run
// CHECK: exit=3

#define C 4
__global__ void k() {
  for (unsigned i = threadIdx.x; i < C * blockDim.x; i += blockDim.x) {
    __syncthreads();
  }
}
