//--blockDim=3 --gridDim=1
// Warp litmus 8 in CUDA (warp-match-rf.ir): lane 2 writes x = 1; lanes 0
// and 1 read x and group with __match_any_sync(0x3, v); each also gets the
// other's value with __shfl_xor_sync. 4 executions; the group is both
// lanes when the values agree, the lane alone otherwise.
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 4,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;

__global__ void k() {
  unsigned t = threadIdx.x;
  if (t == 2) {
    x.store(1, cuda::memory_order_relaxed);
    return;
  }
  int v = x.load(cuda::memory_order_relaxed);
  unsigned m = __match_any_sync(0x3, v);
  int o = __shfl_xor_sync(0x3, v, 1);
  assert(m == (v == o ? 3u : 1u << t));
}
