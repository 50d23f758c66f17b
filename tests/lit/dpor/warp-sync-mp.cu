//--blockDim=2 --gridDim=1
// Warp litmus 1 in CUDA (warp-sync-mp.ir gives the derivation): lane 0
// writes x (relaxed, block scope), both lanes pass __syncwarp(0x3), lane 1
// reads x. __syncwarp orders memory among the lanes it names, so the read
// can only read 1: 1 execution (a __syncwarp without ordering: 2).
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 1,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;

__global__ void k() {
  if (threadIdx.x == 0)
    x.store(1, cuda::memory_order_relaxed);
  __syncwarp(0x3);
  if (threadIdx.x == 1)
    assert(x.load(cuda::memory_order_relaxed) == 1);
}
