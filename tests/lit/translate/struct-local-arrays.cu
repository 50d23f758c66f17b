// Local arrays of structures (`Pt pts[4]`): one local object per field, as
// for shared ones, so `pts[i].a`, whole-element loads and stores, a pointer
// into them (`Pt *q = &pts[1]`) and passing the array to a device function
// work, and an index past the end is an out-of-bounds error. An initialiser
// list is diagnosed.
// RUN: %scopecheck check %s
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: local @pts.a : i32[4];
// IR: local @pts.b : f32[4];
// RUN: sh -c '%scopecheck check %s -DOOB 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds access to 'pts[4].a'
// OOB: exit=1
// RUN: sh -c '%scopecheck check %s -DINIT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INIT
// INIT: struct-local-arrays.cu:[[@LINE+21]]:{{[0-9]+}}: error: initialiser of structure 'init' in memory is not supported
// INIT: exit=2
//--blockDim=4
#include <cassert>
struct Pt { int a; float b; };
__device__ int sumA(const Pt *ps, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += ps[i].a;
  return s;
}
__global__ void k(int *out) {
  Pt pts[4];
  for (int i = 0; i < 4; ++i) {
    pts[i].a = i + (int)threadIdx.x;
    pts[i].b = 0.5f * i;
  }
  Pt *q = &pts[1];
  q->b += 1.0f;
  Pt copy = pts[3];
#ifdef INIT
  Pt init[2] = {{1, 2.0f}, {3, 4.0f}};
#endif
  pts[0] = copy;
  assert(pts[0].a == 3 + (int)threadIdx.x && pts[1].b == 1.5f);
  assert(sumA(pts, 4) == 9 + 4 * (int)threadIdx.x);
#ifdef OOB
  out[threadIdx.x] = pts[threadIdx.x + 1].a;
#else
  out[threadIdx.x] = pts[threadIdx.x].a;
#endif
}
