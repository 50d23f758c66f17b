// Local unions of same-size scalar members (docs/cuda-support.md): one
// integer variable holding the bits; a float member is read and written
// through bitcasts, so type punning reads the reinterpreted bits exactly.
// RUN: %scopecheck ir %s --blockDim=2 | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// The bits of 7 are not the float 7.0: the assertion fails.
// RUN: sh -c '%scopecheck check %s --blockDim=2 -DBAD 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BAD
// RUN: sh -c '%scopecheck check %s --blockDim=2 -DDIFF 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DIFF
// RUN: sh -c '%scopecheck check %s --blockDim=2 -DCOPY 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=COPY
// RUN: sh -c '%scopecheck check %s --blockDim=2 -DADDR 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ADDR
// RUN: sh -c '%scopecheck check %s --blockDim=2 -DSHARED 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SHARED

// CHECK:      var b : i32;
// CHECK:      var c : i32;
// CHECK:      var d : i32;
// CHECK:      b = bitcast.i32(1.0:f32) !42:3;
// CHECK-NEXT: store.na i32 a[zext.i64(threadIdx.x)], b !43:3;
// CHECK-NEXT: c = 1073741824
// CHECK-NEXT: assert bitcast.f32(c) == 2.0, "c.f == 2.0f"
// CHECK-NEXT: b = 5
// CHECK-NEXT: b = b + 1
// CHECK:      assert x == 6 && b == 7
// CHECK-NEXT: d = 3
// CHECK-NEXT: assert d == 3

// OK-NOT: error:
// OK: exit=0
// BAD: unions.cu:53:3: error: assertion failed: b.f == 7.0f
// BAD: exit=1
// DIFF: unions.cu:56:28: error: union 'e' of type 'union (unnamed union at {{.*}})' (members of different sizes) is not supported
// DIFF: exit=2
// COPY: unions.cu:60:12: error: initialiser of union 'g' other than one member's value is not supported
// COPY: exit=2
// ADDR: unions.cu:63:8: error: union 'h' of type 'Bits' (its address is taken) is not supported
// ADDR: exit=2
// SHARED: unions.cu:67:19: error: variable 's' of type 'Bits' is not supported
// SHARED: exit=2
#include <assert.h>
union Bits { float f; int i; unsigned u; };
__global__ void k(int *a) {
  Bits b;
  b.f = 1.0f;
  a[threadIdx.x] = b.i;            // 0x3f800000
  union { int i; float f; } c = {0x40000000};
  assert(c.f == 2.0f);
  b.u = 5;
  b.i += 1;
  int x = b.i++;
  assert(x == 6 && b.u == 7);
  Bits d = {.i = 3};
  assert(d.u == 3);
#ifdef BAD
  assert(b.f == 7.0f);
#endif
#ifdef DIFF
  union { char c; int i; } e;
  e.i = 1;
#endif
#ifdef COPY
  Bits g = b;
#endif
#ifdef ADDR
  Bits h;
  Bits *p = &h;
#endif
#ifdef SHARED
  __shared__ Bits s;
  s.i = 1;
#endif
}
