//--blockDim=4 --gridDim=1
// Warp litmus 5 in CUDA (warp-sync-submask.ir): lanes 0-1 pass
// __syncwarp(0x3), lanes 2-3 __syncwarp(0xc) at the same call. Lane 0
// writes x before; lane 1's read after must read 1, lane 3's reads 0 or 1:
// 2 executions.
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 2,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;
__device__ int out;

__global__ void k() {
  unsigned t = threadIdx.x;
  if (t == 0)
    x.store(1, cuda::memory_order_relaxed);
  __syncwarp(t < 2 ? 0x3u : 0xcu);
  if (t == 1)
    assert(x.load(cuda::memory_order_relaxed) == 1);
  if (t == 3)
    out = x.load(cuda::memory_order_relaxed);
}
