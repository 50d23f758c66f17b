// Every name of cooperative_groups that is not modelled is diagnosed by
// its name (issue 12), not by a Clang error about a missing declaration:
// the model header declares them (translate/headers/cooperative_groups.h).
// Regression test: labeled_partition, binary_partition, this_cluster,
// this_multi_grid and invoke_one were undeclared ("no member named ... in
// namespace 'cooperative_groups'"), wait_prior<N> did not compile, and a
// tiled_partition<N> of a coalesced_group was silently taken as a tile of
// the warp (its members are the coalesced group's, renumbered by rank).
// The CUDA headers <cooperative_groups/reduce.h>, scan.h and memcpy_async.h
// were missing ('file not found').
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C1
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C2
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=3 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C3
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C4
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=5 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C5
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=6 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C6
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=7 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C7
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=8 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C8
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=9 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C9
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=10 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C10
// RUN: sh -c '%scopecheck check %s --blockDim=32 -D CASE=11 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=C11
// C1: cg-unmodelled-names.cu:[[#@LINE+33]]:12: error: cooperative groups function 'labeled_partition' is not supported
// C1: exit=2
// C2: cg-unmodelled-names.cu:[[#@LINE+33]]:27: error: cooperative groups function 'binary_partition' is not supported
// C2: exit=2
// C3: cg-unmodelled-names.cu:[[#@LINE+33]]:12: error: cooperative group 'cluster_group' is not supported
// C3: exit=2
// C4: cg-unmodelled-names.cu:[[#@LINE+33]]:12: error: cooperative group 'multi_grid_group' is not supported
// C4: exit=2
// C5: cg-unmodelled-names.cu:[[#@LINE+33]]:3: error: cooperative groups function 'invoke_one' is not supported
// C5: exit=2
// C6: cg-unmodelled-names.cu:[[#@LINE+33]]:3: error: cg::wait_prior<1> (copies left pending across the wait; cg::wait and cg::wait_prior<0> are modelled) is not supported
// C6: exit=2
// C7: cg-unmodelled-names.cu:[[#@LINE+33]]:36: error: a coalesced_group as the group of a cooperative groups function (tiled_partition, cg::sync, cg::reduce, the scans) is not supported
// C7: exit=2
// C8: cg-unmodelled-names.cu:[[#@LINE+33]]:12: error: tiled_partition<16> of a tile of 8 threads is not supported
// C8: exit=2
// C9: cg-unmodelled-names.cu:[[#@LINE+33]]:12: error: tiled_partition<4> of a grid_group is not supported
// C9: exit=2
// C10: cg-unmodelled-names.cu:[[#@LINE+33]]:3: error: cg::memcpy_async by a grid_group is not supported
// C10: exit=2
// C11: cg-unmodelled-names.cu:[[#@LINE+33]]:3: error: cooperative groups function 'reduce_store_async' is not supported
// C11: exit=2

#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  cg::thread_block b = cg::this_thread_block();
  auto t = cg::tiled_partition<32>(b);
#if CASE == 1
  out[0] = cg::labeled_partition(t, threadIdx.x & 3).size();
#elif CASE == 2
  cg::coalesced_group g = cg::binary_partition(t, threadIdx.x < 3);
#elif CASE == 3
  out[0] = cg::this_cluster().block_rank();
#elif CASE == 4
  out[0] = cg::this_multi_grid().grid_rank();
#elif CASE == 5
  cg::invoke_one(t, [&] { out[0] = 1; });
#elif CASE == 6
  cg::wait_prior<1>(b);
#elif CASE == 7
  out[0] = cg::tiled_partition<16>(cg::coalesced_threads()).thread_rank();
#elif CASE == 8
  out[0] = cg::tiled_partition<16>(cg::tiled_partition<8>(b)).size();
#elif CASE == 9
  out[0] = cg::tiled_partition<4>(cg::this_grid()).size();
#elif CASE == 10
  cg::memcpy_async(cg::this_grid(), out, 4, out + 32, 4);
#elif CASE == 11
  cg::reduce_store_async(t, out, 1, cg::plus<int>());
#endif
}
