// Thesis Figure 2.7: nbor reads A[tid+i] and writes A[tid] without a
// barrier: a data race whenever i != 0 (the thesis's example: i = 1).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'A[{{[0-9]+}}] of block 0'
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void nbor(unsigned i, unsigned n) {
  __shared__ int A[2048];
  __requires(n <= 1024);
  int v, w;
  unsigned tid = threadIdx.x;
  v = 0;
  if (tid + i < n) {
    v = A[tid + i];
  }
  w = A[tid];
  A[tid] = v + w;
}
