// Thesis section 3.3.3: i starts at threadIdx.x and steps by blockDim.x,
// so every thread runs the loop C times and the barrier is not divergent.
// The thesis proves it with uniform(en), which needs i - tid to be the
// same in both threads (rule pair-offset) and a multiple of blockDim.x
// (rule stride, a remainder by a symbolic divisor); the three are
// inductive only together. Houdini proves them in stage 2, each undecided
// query asked again on a fresh solver, split on the predicated updates
// (docs/engines.md "Invariants"): verified, as the thesis reports.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --json 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: "verdict": "safe"
// CHECK-DAG: "pair-offset": {"candidates": 1, "proved": 1}
// CHECK-DAG: "stride": {"candidates": 2, "proved": 2}
// CHECK: exit=0
//
// With a bound that is not a multiple of blockDim.x the trip count differs
// between threads: a confirmed barrier divergence.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DBOUND=3 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DIV
// DIV: error: barrier divergence
// DIV: exit=1

#define C 4
#ifndef BOUND
#define BOUND (C * blockDim.x)
#endif
__global__ void k() {
  for (unsigned i = threadIdx.x; i < BOUND; i += blockDim.x) {
    __syncthreads();
  }
}
