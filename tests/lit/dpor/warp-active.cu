//--blockDim=3
// The CUDA form of warp-active.ir: __activemask() by three lanes. Under
// independent thread scheduling the lanes may execute the call in any
// partition of {0,1,2}; both engines run the check once per partition and
// add the executions up: Bell(3) = 5 (each run has one execution: no
// thread reads another's write).
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// RUN: %scopecheck check %s --engine=interval --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 5,

// Under --warp-sync the lanes reaching the call together are one class:
// one run.
// RUN: %scopecheck check %s --engine=interval --warp-sync --json | FileCheck %s --check-prefix=SYNC
// SYNC: "verdict": "safe", {{.*}} "stats": {"executions": 1,
#include <assert.h>
__global__ void k(unsigned *out) {
  unsigned m = __activemask();
  assert((m >> threadIdx.x) & 1);
  out[threadIdx.x] = m;
}
