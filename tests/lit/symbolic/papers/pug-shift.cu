// PUG section 6.2: j doubles while i halves; PUG proves the writes
// disjoint with its compensating invariant i * j = n. Houdini keeps our
// forms of it (stage 2: 'exponent', tz(j) == lz(i) - lz(n), and 'product',
// i * j <=u n in double width) and the access range (thread 1 logged one of
// its row's offsets threadIdx.x * n + 1 .. threadIdx.x * n + j). The race
// check then needs the rows of two threads to be disjoint, which Z3 does
// not derive from the products alone (undecided at its work limit); asked
// again with instances of two multiplication lemmas for the products in
// it (rows: a < b => a * n + n <= b * n; factors: i >= 1 => j <= i * j),
// it is unsatisfiable: verified for every launch, as PUG reports.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --timeout=900 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: product-lemma instances
// CHECK: no errors found (verified for every launch and input
// CHECK: exit=0
//
// Writing 2 * j instead leaves the row (the last write of thread t is the
// second of thread t + 1): a race, confirmed at a small launch.
// RUN: sh -c '%scopecheck check %s -DROW_OVERFLOW --engine=symbolic --timeout=900 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 's[{{[0-9]+}}] of block 0'
// RACE: confirmed by a concrete run
// RACE: exit=1

__global__ void k(int *out) {
  __shared__ int s[1024 * 1024 + 1024];
  int j = 1;
  int n = blockDim.x;
  for (int i = n; i > 0; i >>= 1) {
#ifdef ROW_OVERFLOW
    s[threadIdx.x * n + 2 * j] = i;
#else
    s[threadIdx.x * n + j] = i;
#endif
    j = j * 2;
  }
}
