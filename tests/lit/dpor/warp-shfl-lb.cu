//--blockDim=2 --gridDim=1
// Warp litmus 3 in CUDA (warp-shfl-lb.ir gives the derivation): load
// buffering through a shuffle. Both lanes read x and swap the values with
// __shfl_xor_sync; lane 1 then writes x = 1, which neither read may read
// (it is after the rendezvous that consumed lane 0's read): 1 execution,
// and each lane gets the other's 0.
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 1,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;

__global__ void k() {
  int v = x.load(cuda::memory_order_relaxed);
  int o = __shfl_xor_sync(0x3, v, 1);
  assert(o == 0);
  if (threadIdx.x == 1)
    x.store(1, cuda::memory_order_relaxed);
}
