//--blockDim=2 --gridDim=1
// Witness lines in the kernel's source terms (issue 16 item 2): values in
// their source type (a float, a signed int, an unsigned int, a bool, a
// __half), every index of a two-dimensional array, a field of an array of
// structures after its index, and the chain of inlined device functions of
// a step. Both engines write them alike. With an IR that did not carry the
// source types, neg[0] would be 4294967295, flags[0] 0 or 1, h[0] 14336
// (the bits of 0.5), As[1][2] As[5] and s[2].y s.y[2].
// RUN: not %scopecheck check %s --engine=interval --all-errors 2>&1 | FileCheck %s --check-prefixes=CHECK,INT
// RUN: not %scopecheck check %s --engine=dpor --all-errors 2>&1 | FileCheck %s --check-prefixes=CHECK,DPOR
// The front-end binary translates in-process (no pipe round trip).
// RUN: not %scopecheck-frontend check %s --engine=interval --all-errors 2>&1 | FileCheck %s --check-prefixes=CHECK,INT

// INT: error: data race on 'As[1][2] of block 0' between a read (na) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// INT: thread 0 of block 0: read As[1][2] of block 0 = 1.5 (na) at {{.*}}witness-values.cu:48:12
// INT: thread 1 of block 0: write As[1][2] of block 0 = 2.5 (na) at {{.*}}witness-values.cu:42:3
// CHECK: error: data race on 'As[1][2] of block 0' between a write (na) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// CHECK: error: data race on 's[2].y of block 0' between a write (na) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// CHECK: thread 1 of block 0: write s[2].y of block 0 = 0.25 (na) at {{.*}}witness-values.cu:43:3
// CHECK: witness-values.cu:36:47: error: data race on 'neg[0]'
// CHECK: thread 0 of block 0: write neg[0] = -1 (na) at {{.*}}witness-values.cu:36:47 (in store() called at 37:40, in twice() called at 44:3)
// CHECK: thread 1 of block 0: write neg[0] = -2 (na) at {{.*}}witness-values.cu:36:47 (in store() called at 37:40, in twice() called at 44:3)
// CHECK: error: data race on 'flags[0]'
// CHECK: thread 1 of block 0: write flags[0] = true (na) at {{.*}}witness-values.cu:45:3
// CHECK: error: data race on 'h[0]'
// CHECK: thread 1 of block 0: write h[0] = 0.5 (na) at {{.*}}witness-values.cu:46:3
// CHECK: error: data race on 'u[0]'
// CHECK: thread 1 of block 0: write u[0] = 4294967294 (na) at {{.*}}witness-values.cu:47:3
// DPOR: thread 1 of block 0: read As[1][2] of block 0 = 2.5 (na) at {{.*}}witness-values.cu:48:12
// CHECK: scopecheck: 8 errors found (8 data races)
#include <cuda_fp16.h>
struct P {
  int x;
  float y;
};
__device__ void store(int *a, int i, int v) { a[i] = v; }
__device__ void twice(int *a, int v) { store(a, 0, v); }
__global__ void k(int *neg, bool *flags, __half *h, unsigned *u, float *out) {
  __shared__ float As[2][3];
  __shared__ P s[3];
  int t = threadIdx.x;
  As[1][2] = 1.5f + t;
  s[2].y = 0.25f * t;
  twice(neg, -1 - t);
  flags[0] = t == 1;
  h[0] = __float2half(0.5f * t);
  u[0] = 4294967295u - t;
  out[0] = As[1][2];
}
