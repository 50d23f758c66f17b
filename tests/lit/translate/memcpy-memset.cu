// memcpy and memset in device code with a constant size (and byte) are
// unrolled into plain element-wise loads and stores of the pointee type;
// memset's byte is repeated over the element (0xff in an int is -1).
// RUN: %scopecheck ir %s --args-default=2 --no-locs | FileCheck %s
// Every thread copies into the same s[0..1]: a race.
// RUN: sh -c '%scopecheck check %s --args-default=2 --blockDim=2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck ir %s --args-default=2 -DVARSIZE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=VARSIZE
// RUN: sh -c '%scopecheck ir %s --args-default=2 -DMIXED 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=MIXED

// CHECK:      store.na i32 @loc, -1;
// CHECK-NEXT: store.na i32 @loc[1], -1;
// CHECK-NEXT: store.na i32 @loc[2], -1;
// CHECK-NEXT: store.na i32 @loc[3], -1;
// CHECK-NEXT: t = load.na i32 @loc;
// CHECK-NEXT: store.na i32 @s, t;
// CHECK-NEXT: t.1 = load.na i32 @loc[1];
// CHECK-NEXT: store.na i32 @s[1], t.1;
// CHECK-NEXT: store.na f32 f, 0.0;
// CHECK-NEXT: store.na f32 f[1], 0.0;
// CHECK-NEXT: store.na f32 f[2], 0.0;
// CHECK-NOT:  store.na f32 f[3]

// RACE: error: data race on '{{@?}}s[{{[01]}}] of block 0'
// RACE: exit=1
// VARSIZE: memcpy-memset.cu:[[@LINE+16]]:18: error: 'memcpy' with a size that is not a constant is not supported
// VARSIZE: exit=2
// MIXED: memcpy-memset.cu:[[@LINE+17]]:3: error: 'memcpy' between different element types is not supported
// MIXED: exit=2

#include <string.h>

__global__ void k(int *out, float *f, int n) {
  __shared__ int s[4];
  int loc[4];
  memset(loc, 0xff, sizeof(loc));
  memcpy(s, loc, 2 * sizeof(int));
  memset(f, 0, 3 * sizeof(float));
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x % 2];
#ifdef VARSIZE
  memcpy(s, loc, n);
#endif
#ifdef MIXED
  memcpy(f, loc, 4);
#endif
}
