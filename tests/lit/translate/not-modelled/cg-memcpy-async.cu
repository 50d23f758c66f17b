// What of cooperative groups' asynchronous copies is not modelled, each
// named at the use with exit 2 (docs/cuda-support.md section 2; what is
// modelled: tests/lit/translate/async-copy/). The symbolic engine refuses
// every copy, naming it, with exit 3 (the windows are state of the exact
// engines' evaluator).
// RUN: sh -c '%scopecheck check %s --blockDim=8 --arg n=4 -D CASE=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C1
// RUN: sh -c '%scopecheck check %s --blockDim=8 --arg n=4 -D CASE=2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C2
// RUN: sh -c '%scopecheck check %s --blockDim=8 --arg n=4 -D CASE=3 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C3
// RUN: sh -c '%scopecheck check %s --blockDim=8 --arg n=4 -D CASE=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C4
// RUN: sh -c '%scopecheck check %s --blockDim=8 --arg n=4 -D CASE=5 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C5
// RUN: sh -c '%scopecheck check %s --engine=symbolic -D CASE=6 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C6
// C1: cg-memcpy-async.cu:[[#@LINE+22]]:3: error: cg::wait_prior<1> (copies left pending across the wait; cg::wait and cg::wait_prior<0> are modelled) is not supported
// C1: exit=2
// C2: cg-memcpy-async.cu:[[#@LINE+23]]:5: error: cg::memcpy_async in a loop without a cg::wait of its group later in the same loop body (copies left pending across iterations, as with cg::wait_prior, are not modelled) is not supported
// C2: exit=2
// C3: cg-memcpy-async.cu:[[#@LINE+24]]:34: error: cg::memcpy_async with a size that is not a constant is not supported
// C3: exit=2
// C4: cg-memcpy-async.cu:[[#@LINE+25]]:3: error: cg::memcpy_async by a grid_group is not supported
// C4: exit=2
// C5: cg-memcpy-async.cu:[[#@LINE+26]]:3: error: cg::memcpy_async by two different groups in one kernel is not supported
// C5: exit=2
// C6: scopecheck: no errors found, but the check is incomplete: the two-thread reduction failed: an asynchronous copy (cg::memcpy_async) is not supported by the symbolic engine; check the kernel with a launch (--blockDim) and --engine=dpor or --engine=interval
// C6: exit=3

#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void k(const int *in, int *out, int n) {
  __shared__ int s[8];
  cg::thread_block block = cg::this_thread_block();
#if CASE == 1
  cg::memcpy_async(block, s, in, 32);
  cg::wait_prior<1>(block);
#elif CASE == 2
  for (int i = 0; i < 2; ++i)
    cg::memcpy_async(block, s, in + 8 * i, 32);
  cg::wait(block);
#elif CASE == 3
  cg::memcpy_async(block, s, in, 4 * n);
  cg::wait(block);
#elif CASE == 4
  cg::memcpy_async(cg::this_grid(), s, in, 32);
#elif CASE == 5
  cg::memcpy_async(block, s, in, 16);
  cg::memcpy_async(cg::tiled_partition<4>(block), s + 4, in + 4, 16);
#elif CASE == 6
  cg::memcpy_async(block, s, in, 32);
  cg::wait(block);
#endif
  out[threadIdx.x] = s[7 - threadIdx.x];
}
