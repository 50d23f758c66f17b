//--blockDim=3 --gridDim=1
// Warp litmus 4 in CUDA (warp-ballot-rf.ir): lane 2 writes x = 1; lanes 0
// and 1 read x and vote with __ballot_sync(0x3, v == 1). Each read reads 0
// or 1 independently: 4 executions; each lane's own bit is its own vote
// and no unnamed lane's bit is set.
//
// RUN: %scopecheck check %s --engine=dpor --json | FileCheck %s
// CHECK: "verdict": "safe", {{.*}} "stats": {"executions": 4,
#include <assert.h>
#include <cuda/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_block> x;
__device__ unsigned b[2];

__global__ void k() {
  unsigned t = threadIdx.x;
  if (t == 2) {
    x.store(1, cuda::memory_order_relaxed);
    return;
  }
  int v = x.load(cuda::memory_order_relaxed);
  unsigned m = __ballot_sync(0x3, v == 1);
  assert(((m >> t) & 1) == (v == 1 ? 1u : 0u));
  assert((m & ~3u) == 0);
  b[t] = m;
}
