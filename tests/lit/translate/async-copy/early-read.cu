// Reading the shared tile before cg::wait is a data race with the
// asynchronous copy, even for the element a thread's own share copies
// (element t is thread t's share here): the copy runs as if by another
// thread until the wait. Both exact engines; the report names both places
// and marks the copy's side.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: early-read.cu:[[#@LINE+12]]:11: error: data race on 'tile[0]' between a read (na) of thread 0 of block 0 and a write (na, by the asynchronous copy of cg::memcpy_async) of thread 0 of block 0
// CHECK: early-read.cu:[[#@LINE+10]]:3: note: the other access
// CHECK: note: this access reads it while the asynchronous copy of the cg::memcpy_async at {{.*}}early-read.cu:[[#@LINE+9]]:3 may still be writing it (the copy runs as if by another thread until the group's cg::wait; move the access after the wait)
// CHECK: exit=1
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void early(const int *in, int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in, sizeof(int) * 4);
  int x = tile[block.thread_rank()];
  cg::wait(block);
  out[block.thread_rank()] = x;
}
