// repair with --no-inline (GPUVerify's modular checking of device
// functions, docs/engines.md "Modular checking"): each round is checked by
// the concrete engines on the program without the modular translation of
// the calls, as `check` checks it. Before, the havocs of that translation
// reached the interval engine, whose run of each round then counted as
// incomplete, and the repair was not claimed (the check of the round did
// not end; --timeout bounds it).
//
// RUN: sh -c '%scopecheck repair %s --no-inline --blockDim=64 --timeout=120 -o %t.cu 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: round 1: 1 error found
// CHECK: inserted __syncthreads()
// CHECK-NOT: incomplete
// CHECK: exit=0
// RUN: %scopecheck check %t.cu --no-inline --blockDim=64 2>&1 | FileCheck %s --check-prefix=FIXED
// FIXED: no errors found (exhaustive

__device__ int twice(int x) {
  __requires(x >= 0 && x < 1024);
  __ensures(__return_val_int() == 2 * x);
  return 2 * x;
}

__global__ void k(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = twice(threadIdx.x);
  out[threadIdx.x] = s[(threadIdx.x + 1) % 64];
}
