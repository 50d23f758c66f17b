// Not modelled yet: cooperative groups' grid synchronisation.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}grid-sync.cu:12:3: error: cooperative groups call 'grid_group::sync' is not supported
// CHECK: exit=2

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  a[blockIdx.x] = 1;
  cg::this_grid().sync();
  a[blockIdx.x + 1] = 2;
}
