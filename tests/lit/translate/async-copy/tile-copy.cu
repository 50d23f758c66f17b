// Copies by tiles: each tile of 2 threads stages its own pair of elements
// (cg::wait syncs the tile only, which is enough since the pairs are
// disjoint): safe. Reading the neighbouring tile's pair after the wait
// (-D NEIGHBOUR) races with that tile's copy: its wait does not order the
// other tile. The element-count overload copies the smaller count (2).
// RUN: %scopecheck check %s --blockDim=4 --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --blockDim=4 --engine=interval 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor -D NEIGHBOUR 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval -D NEIGHBOUR 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// SAFE: no errors found
// RACE: error: data race on 'stage[{{[0-3]}}]{{.*}}'
// RACE: exit=1
#include <assert.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__device__ int in[4] = {5, 6, 7, 8};

__global__ void pairs(int *out) {
  __shared__ int stage[4];
  auto tile = cg::tiled_partition<2>(cg::this_thread_block());
  int base = 2 * tile.meta_group_rank();
  cg::memcpy_async(tile, stage + base, 2, in + base, 3);
  cg::wait(tile);
#ifdef NEIGHBOUR
  int v = stage[(base + 2) % 4];
#else
  int v = stage[base + (1 - tile.thread_rank())];
  assert(v == in[base + (1 - tile.thread_rank())]);
#endif
  out[threadIdx.x] = v;
}
