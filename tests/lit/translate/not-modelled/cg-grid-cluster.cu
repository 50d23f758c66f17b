// Not modelled: grid_group's thread block cluster members (cluster_rank(),
// num_clusters(), dim_clusters(), cluster_index(); clusters are a compute
// capability 9.0 feature). The front-end names the call, and `check` exits
// 2. The other members of grid_group are modelled
// (kernels/cuda/cg-grid-ranks.cu).
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}cg-grid-cluster.cu:[[#@LINE+7]]:5: error: cooperative groups call 'grid_group::cluster_rank' is not supported
// CHECK: exit=2

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *a) {
  a[cg::this_grid().cluster_rank()] = 1;
}
