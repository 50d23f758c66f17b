// A write to the copy's source that is not ordered before every member's
// call races with the copy's read of it, whichever member's share it is:
// every member reads every source element when the copy starts. Thread 3
// writes in[0] (thread 0's share) before the call with no barrier.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'in[0]' between a
// CHECK: exit=1
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__device__ int in[4];

__global__ void srcWrite(int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() == 3)
    in[0] = 7;
  cg::memcpy_async(block, tile, in, sizeof(int) * 4);
  cg::wait(block);
  out[block.thread_rank()] = tile[block.thread_rank()];
}
