// Not modelled: the members of grid_group other than sync() (its
// thread_rank(), size(), ...). The front-end names the call, and `check`
// exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}cg-grid-rank.cu:[[#@LINE+7]]:5: error: cooperative groups call 'grid_group::thread_rank' is not supported
// CHECK: exit=2

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  a[cg::this_grid().thread_rank()] = 1;
}
