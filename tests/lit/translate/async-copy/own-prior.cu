// At the call: each thread last read its own element of the tile (which is
// also its own share of the next copy) with no barrier before
// cg::memcpy_async. Another member's share could hold that element (CUDA
// copies 16-byte chunks, one per thread, when it can), so this is a data
// race whatever the assignment: the evaluator checks the thread's accesses
// since its last barrier when the copy starts. With the barrier (-D SYNC)
// the kernel is safe.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: %scopecheck check %s --blockDim=4 --engine=interval -D SYNC 2>&1 | FileCheck %s --check-prefix=SAFE
// CHECK: own-prior.cu:[[#@LINE+14]]:11: error: data race on 'tile[0]' between a read (na) of thread 0 of block 0 and a write (na, by the asynchronous copy of cg::memcpy_async) of thread 0 of block 0
// CHECK: note: cg::memcpy_async copies it as if by another thread of its group, and this thread's access at {{.*}}own-prior.cu:[[#@LINE+13]]:11 is not ordered before the other members' calls
// CHECK: exit=1
// SAFE: no errors found
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void prior(const int *in, int *out) {
  __shared__ int tile[4];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  tile[t] = (int)t;
  block.sync();
  int x = tile[t];
#ifdef SYNC
  block.sync();
#endif
  cg::memcpy_async(block, tile, in, sizeof(int) * 4);
  cg::wait(block);
  out[t] = x + tile[t];
}
