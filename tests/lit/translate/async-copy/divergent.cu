// cg::memcpy_async is a collective of its group: a member that does not
// call it (here the call is under a condition on the thread) is barrier
// divergence at the call, reported by both exact engines.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: divergent.cu:[[#@LINE+10]]:5: error: barrier divergence
// CHECK: exit=1
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void diverge(const int *in, int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() < 2)
    cg::memcpy_async(block, tile, in, sizeof(int) * 4);
  cg::wait(block);
  out[block.thread_rank()] = tile[block.thread_rank()];
}
