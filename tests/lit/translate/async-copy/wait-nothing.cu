// cg::wait with no copy pending synchronises the group (CUDA: "Both wait
// and wait_prior will synchronize the named group"): it orders the writes
// before it with the reads after it, so this exchange is safe; without it
// (-D NOWAIT) the exchange races. cg::wait_prior<0> is cg::wait.
// RUN: %scopecheck check %s --blockDim=4 --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --blockDim=4 --engine=interval -D PRIOR0 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval -D NOWAIT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// SAFE: no errors found
// RACE: error: data race on 'buf[
// RACE: exit=1
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void exchange(int *out) {
  __shared__ int buf[4];
  cg::thread_block block = cg::this_thread_block();
  buf[block.thread_rank()] = (int)block.thread_rank();
#if defined(PRIOR0)
  cg::wait_prior<0>(block);
#elif !defined(NOWAIT)
  cg::wait(block);
#endif
  out[block.thread_rank()] = buf[3 - block.thread_rank()];
}
