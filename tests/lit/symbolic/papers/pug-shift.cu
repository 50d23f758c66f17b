// PUG section 6.2: j doubles while i halves; PUG proves the writes
// disjoint with its compensating invariant i * j = n. We generate the
// corresponding candidate (rule 'product': i * j <=u entry(i) * entry(j),
// in double width) and the access range, but the final check, which needs
// non-linear reasoning about threadIdx.x * blockDim.x, does not finish:
// NOT DECIDED YET, an honest exit 3 (timeout), never 'safe'.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --timeout=5 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: no verdict:
// CHECK: exit=3

__global__ void k(int *out) {
  __shared__ int s[1024 * 1024 + 1024];
  int j = 1;
  int n = blockDim.x;
  for (int i = n; i > 0; i >>= 1) {
    s[threadIdx.x * n + j] = i;
    j = j * 2;
  }
}
