// Plain structures in shared and global memory: `__shared__`/`__device__`
// structures and one-dimensional arrays of them are stored as one object
// per leaf field (structure of arrays: @s.x, @s.r.hi); `a[i].f` and `s.f`
// are accesses to element i of the leaf's object, so races, bounds and
// barriers work per field.
// RUN: %scopecheck ir %s --no-locs | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SAFE
// RUN: sh -c '%scopecheck check %s --blockDim=4 -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s --blockDim=4 -DOOB 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OOB
// RUN: sh -c '%scopecheck ir %s -DCOPY --no-locs 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=COPY

// CHECK:      shared @s.x : i32[4];
// CHECK-NEXT: shared @s.w : f32[4];
// CHECK-NEXT: shared @s.r.lo : i32[4];
// CHECK-NEXT: shared @s.r.hi : i32[4];
// CHECK-NEXT: shared @one.x : i32;
// CHECK:      global @g.x : i32[4];
// CHECK:        store.na i32 @s.x[zext.i64(t)], t;
// CHECK-NEXT:   store.na i32 @s.r.hi[zext.i64(t)], 2 * t;
// CHECK:        store.na f32 @one.w, 1.5;
// CHECK:        barrier.cta;
// CHECK-NEXT:   t.1 = load.na i32 @s.x[zext.i64((t + 1) %u 4)];
// CHECK-NEXT:   t.2 = load.na i32 @s.r.hi[zext.i64(t)];
// CHECK-NEXT:   t.3 = load.na i32 @g.r.lo[zext.i64(t)];

// SAFE-NOT: error:
// SAFE: exit=0
// RACE: error: data race on 's[{{[0-9]}}].x of block 0'
// RACE: exit=1
// OOB: error: {{.*}}out-of-bounds{{.*}}
// OOB: exit=1
// A whole-structure copy out of memory is one load per leaf field.
// COPY:      load.na i32 @s.x[zext.i64(t)];
// COPY-NEXT: load.na f32 @s.w[zext.i64(t)];
// COPY-NEXT: load.na i32 @s.r.lo[zext.i64(t)];
// COPY-NEXT: load.na i32 @s.r.hi[zext.i64(t)];
// COPY: exit=0

struct Pt {
  int x;
  float w;
  struct {
    int lo, hi;
  } r;
};
__device__ Pt g[4];
__global__ void k(int *out) {
  __shared__ Pt s[4];
  __shared__ Pt one;
  unsigned t = threadIdx.x;
  s[t].x = t;
  s[t].r.hi = 2 * t;
  if (t == 0)
    one.w = 1.5f;
#ifndef RACE
  __syncthreads();
#endif
  out[t] = s[(t + 1) % 4].x + s[t].r.hi + g[t].r.lo;
  g[t].x += 1;
#ifdef OOB
  s[t + 1].w = 0;
#endif
#ifdef COPY
  Pt v = s[t];
#endif
}
