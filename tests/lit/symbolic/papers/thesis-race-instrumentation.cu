// Thesis Figure 3.5: v = A[tid]; w = A[tid+1]; A[tid] = v + w races
// between the read of A[tid+1] and the neighbour's write.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'A[{{[0-9]+}}] of block 0'
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k() {
  __shared__ int A[1025];
  unsigned tid = threadIdx.x;
  int v = A[tid];
  int w = A[tid + 1];
  A[tid] = v + w;
}
