// The nbor kernel of the thesis (Fig. 2.7) in CUDA, through the front-end:
// `scopecheck ir kernel.cu --two-thread` prints the form of Fig. 2.8.
//
// RUN: %scopecheck ir %s --blockDim=8 --arg i=1 --arg n=8 --buffer A=8 --two-thread --no-locs | FileCheck %s

__global__ void nbor(int *A, unsigned i, unsigned n) {
  int v, w;
  unsigned tid = threadIdx.x;
  v = 0;
  if (tid + i < n) {
    v = A[tid + i];
  }
  w = A[tid];
  A[tid] = v + w;
}

// CHECK:      proc @nbor(A : ptr, i : i32, n : i32) {
// CHECK:        assume tid.x$1 != tid.x$2;
// CHECK:        v$1 = 0;
// CHECK-NEXT:   v$2 = 0;
// CHECK-NEXT:   [[Q:p\.[a-z0-9.]+]]$1 = tid$1 + i <u n;
// CHECK-NEXT:   [[Q]]$2 = tid$2 + i <u n;
// CHECK-NEXT:   call @_LOG_READ_A([[Q]]$1, {{.*}}(tid$1 + i));
// CHECK-NEXT:   call @_CHECK_READ_A([[Q]]$2, {{.*}}(tid$2 + i));
// CHECK-NEXT:   [[Q]]$1 => havoc
// CHECK-NEXT:   [[Q]]$2 => havoc
// CHECK:        call @_LOG_READ_A(true, {{.*}}(tid$1));
// CHECK-NEXT:   call @_CHECK_READ_A(true, {{.*}}(tid$2));
// CHECK:        call @_LOG_WRITE_A(true, {{.*}}(tid$1));
// CHECK-NEXT:   call @_CHECK_WRITE_A(true, {{.*}}(tid$2));
// CHECK-NEXT:   return;
// CHECK:      proc @_CHECK_WRITE_A(p : bool, offset : i64) {
// CHECK:        assert !(p && offset == watched && has.READ != 0), "read-write race on @A";
