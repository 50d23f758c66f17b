// Shared memory, the barrier, a sized global buffer and 2D indices.
// RUN: %scopecheck ir %s --blockDim=4,2 --gridDim=2 --buffer out=16 | FileCheck %s

// CHECK:      global @out : i32[16];
// CHECK-NEXT: shared @tile : i32[8];
// CHECK:      source "{{.*}}shared-barrier.cu";
// CHECK-NEXT: proc @transpose(out : ptr) {
// CHECK:        x = threadIdx.x !18:12;
// CHECK-NEXT:   y = threadIdx.y !18:29;
// CHECK-NEXT:   store.na i32 (@tile + zext.i64(y) * 4)[zext.i64(x)], x + 4 * y !19:3;
// CHECK-NEXT:   barrier.cta !20:3;
// CHECK-NEXT:   t = load.na i32 (@tile + zext.i64(1 - y) * 4)[zext.i64(3 - x)] !21:37;
// CHECK-NEXT:   store.na i32 out[zext.i64(blockIdx.x * 8 + x * 2 + y)], t !21:3;
// CHECK:      launch kernel @transpose grid [2,1,1] block [4,2,1] (@out);

__global__ void transpose(int *out) {
  __shared__ int tile[2][4];
  unsigned x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = x + 4 * y;
  __syncthreads();
  out[blockIdx.x * 8 + x * 2 + y] = tile[1 - y][3 - x];
}
