// A copy never waited for: its shares are made when each thread ends, so a
// read of the tile after the call races with the copy even after a
// barrier (a barrier does not complete a copy; only cg::wait does).
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: never-waited.cu:[[#@LINE+11]]:30: error: data race on 'tile[{{[0-3]}}]'
// CHECK: exit=1
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void noWait(const int *in, int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in, sizeof(int) * 4);
  block.sync();
  out[block.thread_rank()] = tile[3 - block.thread_rank()];
}
