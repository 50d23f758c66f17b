// Not modelled yet: a cooperative groups object (grid_group).
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}grid-group.cu:11:18: error: cooperative groups object 'g' of type 'cg::grid_group' is not supported
// CHECK: exit=2

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  cg::grid_group g = cg::this_grid();
  a[blockIdx.x] = 1;
  g.sync();
}
