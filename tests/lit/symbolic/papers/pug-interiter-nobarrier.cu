// PUG section 6.3: the same loop without the barrier: a thread's
// acc[i+1+tid] meets its neighbour's acc[i'] of another iteration.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'acc[{{[0-9]+}}] of block {{[0-9]+}}' (for blockDim=
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int lb, int ub) {
  __shared__ int acc[4096];
  __requires(lb >= 0 && ub <= 2048);
  unsigned tid = threadIdx.x;
  for (int i = lb; i < ub; i++) {
    acc[i + 1 + tid] += acc[i];
  }
}
