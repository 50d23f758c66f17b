// A pointer kernel parameter to plain structures is one global buffer per
// leaf field (`@p.x`, `@p.mass`, sized by --buffer p=N elements), accessed
// as p[i].f and p->f (element 0). Any other use of the pointer is
// diagnosed (it is no IR value); a local pointer into the buffer
// (`Particle *q = p + 1`) is modelled since local structure pointers are.
// RUN: %scopecheck ir %s --buffer p=4 --no-locs | FileCheck %s
// RUN: sh -c '%scopecheck check %s --buffer p=4 --blockDim=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck ir %s -DOTHER 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OTHER

// CHECK:      global @p.x : f32[4];
// CHECK-NEXT: global @p.mass : i32[4];
// CHECK:      proc @k(out : ptr) {
// CHECK:        store.na i32 @p.mass[zext.i64(t)], t;
// CHECK-NEXT:   t.1 = load.na i32 @p.mass;
// CHECK-NEXT:   t.2 = load.na i32 @p.mass[zext.i64((t + 1) %u 4)];
// CHECK:      launch kernel @k grid [1,1,1] block [1,1,1] (@out);

// RACE: error: data race on 'p[{{[0-9]}}].mass'
// RACE: exit=1
// OTHER: struct-pointer-params.cu:[[@LINE+12]]:17: error: conversion from 'Particle *' to 'unsigned long long'{{.*}} is not supported
// OTHER: exit=2

struct Particle {
  float x;
  int mass;
};
__global__ void k(Particle *p, int *out) {
  unsigned t = threadIdx.x;
  p[t].mass = t;
  out[t] = p->mass + p[(t + 1) % 4].mass;
#ifdef OTHER
  out[0] = (int)(unsigned long long)p;
#endif
}
