// Integer arithmetic at the C width and signedness, and short-circuit
// operators that keep a skipped load from happening.
// RUN: %scopecheck ir %s --blockDim=4 --arg n=3 --arg shift=2 | FileCheck %s

__global__ void k(int *a, int n, unsigned char shift) {
  int i = threadIdx.x;
  unsigned u = threadIdx.x;
  a[0] = i / n;
  // CHECK: store.na i32 a[0], i /s n !8:3;
  a[1] = u / n;
  // CHECK: store.na i32 a[1], u /u n !10:3;
  a[2] = i >> shift;
  // CHECK: store.na i32 a[2], i >>s zext.i32(shift) !12:3;
  a[3] = (i < n) + (u < n);
  // CHECK: store.na i32 a[3], zext.i32(i <s n) + zext.i32(u <u n) !14:3;
  long long w = i;
  // CHECK: w = sext.i64(i)
  if (i < n && a[i] > 0)
    a[i] = 0;
  // CHECK: br i <s n, and.rhs.{{[0-9]+}}, and.end.{{[0-9]+}} !18:13;
  // CHECK: and.rhs.{{[0-9]+}}:
  // CHECK-NEXT: load.na i32 a[sext.i64(i)] !18:16;
  a[4] = (i > 0 || n > 0) ? 1 : 2;
  // CHECK: store.na i32 a[4], i >s 0 || n >s 0 ? 1 : 2 !23:3;
}
// CHECK: launch kernel @k grid [1,1,1] block [4,1,1] (@a, 3, 2);
