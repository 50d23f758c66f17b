// A second copy into the tile while other threads may still read the
// first one (no sync between the reads and the next cg::memcpy_async):
// the copy's write of tile[j] (thread j's share, at the wait) races with
// thread j-1's read of it. Both exact engines find the race; with the
// block.sync() (-D SYNC) the kernel is safe.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: %scopecheck check %s --blockDim=4 --engine=dpor -D SYNC 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --blockDim=4 --engine=interval -D SYNC 2>&1 | FileCheck %s --check-prefix=SAFE
// CHECK: error: data race on 'tile[{{[0-9]}}{{.*}}' between a
// CHECK: exit=1
// SAFE: no errors found
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void twice(const int *in, int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  int acc = 0;
  for (int k = 0; k < 2; ++k) {
    cg::memcpy_async(block, tile, in + 4 * k, sizeof(int) * 4);
    cg::wait(block);
    acc += tile[(block.thread_rank() + 1) % 4];
#ifdef SYNC
    block.sync();
#endif
  }
  out[block.thread_rank()] = acc;
}
