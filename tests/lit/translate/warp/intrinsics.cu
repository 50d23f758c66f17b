// Every CUDA warp intrinsic becomes one IR warp collective with its mask,
// operands and result (docs/translate.md); the width defaults to 32, an
// unsigned __reduce_min_sync is reduce.umin, __match_all_sync stores its
// predicate.
// RUN: %scopecheck ir %s --blockDim=32 | FileCheck %s
// CHECK: warp.sync -1 !
// CHECK: warp.sync 65535 !
// CHECK: = warp.shfl.idx -1, v, 3, 32 !
// CHECK: = warp.shfl.up -1, v, 1, 32 !
// CHECK: = warp.shfl.down -1, v, 2, 16 !
// CHECK: = warp.shfl.xor -1, f, 1, 32 !
// CHECK: = warp.ballot -1, v >s 3 !
// CHECK: = warp.any -1, v != 0 !
// CHECK: = warp.all -1, v != 0 !
// CHECK: = warp.uni -1, v != 0 !
// CHECK: = warp.match.any -1, v !
// CHECK: [[M:t[.0-9]*]] = warp.match.all -1, v !
// CHECK: store.na i32 {{.*}}, zext.i32([[M]] != 0)
// CHECK: = warp.reduce.add -1, v !
// CHECK: = warp.reduce.min -1, v !
// CHECK: = warp.reduce.umax -1, u !
// CHECK: = warp.reduce.xor -1, u !

__global__ void k(int *a, float *b) {
  int v = a[threadIdx.x];
  float f = b[threadIdx.x];
  unsigned u = v;
  __syncwarp();
  __syncwarp(0xffff);
  int s = __shfl_sync(0xffffffff, v, 3);
  s += __shfl_up_sync(0xffffffff, v, 1);
  s += __shfl_down_sync(0xffffffff, v, 2, 16);
  f = __shfl_xor_sync(0xffffffff, f, 1);
  s += __ballot_sync(0xffffffff, v > 3);
  s += __any_sync(0xffffffff, v);
  s += __all_sync(0xffffffff, v);
  s += __uni_sync(0xffffffff, v);
  s += __match_any_sync(0xffffffff, v);
  int pred;
  s += __match_all_sync(0xffffffff, v, &pred);
  s += __reduce_add_sync(0xffffffff, v);
  s += __reduce_min_sync(0xffffffff, v);
  s += __reduce_max_sync(0xffffffff, u);
  s += __reduce_xor_sync(0xffffffff, u);
  a[threadIdx.x] = s + pred;
  b[threadIdx.x] = f;
}
