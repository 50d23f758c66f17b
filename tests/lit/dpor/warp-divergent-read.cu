//--blockDim=3 --gridDim=1
// Warp litmus 7 in CUDA (warp-divergent-read.ir): lane 2 writes x = 1;
// lane 0 returns when it reads 1; lanes 0 and 1 then meet at
// __reduce_add_sync(0x3, t). Reading 0: the sum 1; reading 1: lane 1
// waits for lane 0 forever (barrier divergence). --all-errors: 2
// executions.
//
// RUN: not %scopecheck check %s --engine=dpor --all-errors --json | FileCheck %s
// CHECK: "verdict": "error", {{.*}} "errors": [{"kind": "barrier-divergence", "message": "barrier divergence: warp.reduce.add with mask 0x00000003 waits for lane 0, which never reaches it"
// CHECK-SAME: "stats": {"executions": 2,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;

__global__ void k() {
  unsigned t = threadIdx.x;
  if (t == 2) {
    x.store(1, cuda::memory_order_relaxed);
    return;
  }
  if (t == 0 && x.load(cuda::memory_order_relaxed) == 1)
    return;
  unsigned s = __reduce_add_sync(0x3, t);
  assert(s == 1);
}
