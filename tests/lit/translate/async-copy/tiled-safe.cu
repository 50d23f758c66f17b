// A tiled kernel staging global memory into a shared tile with
// cg::memcpy_async + cg::wait, reading the whole tile after the wait and
// syncing before the next copy: safe for both exact engines. dpor: every
// read (the members' reads of the source at the call, their shares at the
// wait, the reads of the tile after the wait) has exactly one write it may
// read (the initial value, or the copy's write ordered before it by the
// wait's barrier), and there are no atomics: 1 execution.
// RUN: %scopecheck check %s --blockDim=4 --engine=dpor --json | FileCheck %s --check-prefix=DPOR
// RUN: %scopecheck check %s --blockDim=4 --engine=interval 2>&1 | FileCheck %s --check-prefix=INT
// DPOR: "verdict": "safe", {{.*}} "stats": {"executions": 1,
// INT: no errors found (exhaustive for blockDim=4, gridDim=1
#include <assert.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__device__ int in[8] = {1, 2, 3, 4, 5, 6, 7, 8};

__global__ void tiled(int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  int acc = 0;
  for (int k = 0; k < 2; ++k) {
    cg::memcpy_async(block, tile, in + 4 * k, sizeof(int) * 4);
    cg::wait(block);
    for (int j = 0; j < 4; ++j)
      acc += tile[j];
    block.sync();
  }
  // The copies' values arrived: 1 + ... + 8.
  assert(acc == 36);
  out[block.thread_rank()] = acc;
}
