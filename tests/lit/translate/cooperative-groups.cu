// Cooperative groups (translate/KernelGroups.cpp): the block's sync is
// barrier.cta, the grid's barrier.gpu; a tile of 16 is the lanes of its
// half-warp (mask 0xffff shifted to the tile's first lane, from the linear
// thread index), its shuffles have width 16, cg::reduce is the shuffle-xor
// butterfly, ballot counts from the tile's first lane, meta_group_rank is
// the linear index over the tile size.
// RUN: %scopecheck ir %s --blockDim=64 --gridDim=2 | FileCheck %s
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<16>(block);
  int v = tile.shfl_down((int)block.thread_rank(), 4);
  // CHECK: t = warp.shfl.down 65535 << ((threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)) %u 32 & -16), threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y), 4, 16 !14:11;
  tile.sync();
  // CHECK: warp.sync 65535 << ({{.*}}) !16:3;
  int s = cg::reduce(tile, v, cg::plus<int>());
  // CHECK: t.2 = warp.shfl.xor {{.*}}, t.1, 8, 16 !18:11;
  // CHECK-NEXT: t.1 = t.1 + t.2 !18:11;
  // CHECK: warp.shfl.xor {{.*}}, t.1, 4, 16 !18:11;
  // CHECK: warp.shfl.xor {{.*}}, t.1, 2, 16 !18:11;
  // CHECK: t.5 = warp.shfl.xor {{.*}}, t.1, 1, 16 !18:11;
  // CHECK-NEXT: t.1 = t.1 + t.5 !18:11;
  // CHECK-NEXT: s = t.1 !18:7;
  unsigned b = tile.ballot(v > 3);
  // CHECK: t.6 = warp.ballot {{.*}}, v >s 3 !26:16;
  // CHECK-NEXT: b = t.6 >>u ((threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)) %u 32 & -16) !26:12;
  block.sync();
  // CHECK-NEXT: barrier.cta !29:3;
  cg::this_grid().sync();
  // CHECK-NEXT: barrier.gpu !31:3;
  out[block.thread_rank()] = s + b + tile.meta_group_rank();
  // CHECK-NEXT: store.na i32 out[{{.*}}], s + b + (threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)) /u 16 !33:3;
}
