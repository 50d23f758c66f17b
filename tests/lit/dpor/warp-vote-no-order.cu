//--blockDim=2 --gridDim=1
// Warp litmus 2 in CUDA (warp-vote-no-order.ir): as warp-sync-mp.cu with
// __any_sync in place of __syncwarp. A vote exchanges values but orders no
// memory: lane 1's read reads 0 or 1, 2 executions; both lanes see any = 1.
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 2,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;
__device__ int out;

__global__ void k() {
  if (threadIdx.x == 0)
    x.store(1, cuda::memory_order_relaxed);
  int a = __any_sync(0x3, 1);
  assert(a == 1);
  if (threadIdx.x == 1)
    out = x.load(cuda::memory_order_relaxed);
}
