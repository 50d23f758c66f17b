//--blockDim=2 --gridDim=1
// Warp litmus 6 in CUDA (warp-sync-loop.ir): two iterations of "lane 0
// writes x = i + 1; __syncwarp(0x3); lane 1 reads x". The first read
// reads either write (2 choices), the second only the second write: 2
// executions.
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 2,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;

__global__ void k() {
  for (int i = 0; i < 2; ++i) {
    if (threadIdx.x == 0)
      x.store(i + 1, cuda::memory_order_relaxed);
    __syncwarp(0x3);
    if (threadIdx.x == 1)
      assert(x.load(cuda::memory_order_relaxed) >= i + 1);
  }
}
