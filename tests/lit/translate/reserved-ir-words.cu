//--blockDim=2
// Device functions and variables whose names the textual IR reads as its
// own words (`store.ret.2` would start a store statement, `sext.x` a cast):
// the translator renames them (`store_.ret.2`), so the slim binary, which
// parses the front-end child's IR text, checks the kernel. It used to stop
// with "internal error: ... does not parse back: error: expected a label".
// RUN: %scopecheck check %s --engine=interval 2>&1 | FileCheck %s
// RUN: %scopecheck-frontend ir %s | FileCheck %s --check-prefix=IR
// CHECK: scopecheck: no errors found
// IR-DAG: goto store_.ret.
// IR-DAG: goto load_.ret.
// IR-DAG: fence_.ret.{{[0-9]+}}:
// IR-DAG: sext_.x = 0
struct S {
  int x;
};
__device__ void store(int *a, int i, int v) { a[i] = v; }
__device__ int load(const int *a, int i) { return a[i]; }
__device__ int fence(int v) {
  if (v > 0)
    return v;
  return -v;
}
__global__ void k(int *a) {
  S sext;
  sext.x = load(a, threadIdx.x);
  store(a, threadIdx.x, fence(sext.x));
}
