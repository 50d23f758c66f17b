// Local arrays of structures (`Pt pts[4]`): one local object per field, as
// for shared ones, so `pts[i].a`, whole-element loads and stores, a pointer
// into them (`Pt *q = &pts[1]`) and passing the array to a device function
// work, and an index past the end is an out-of-bounds error. A brace
// initialiser is stored where the declaration runs (the elements it does
// not name are zero); struct-arrays-multidim.cu tests more of them.
// RUN: %scopecheck check %s
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: local @pts.a : i32[4];
// IR: local @pts.b : f32[4];
// RUN: sh -c '%scopecheck check %s -DOOB 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds access to 'pts[4].a'
// OOB: exit=1
// RUN: %scopecheck check %s -DINIT
// RUN: sh -c '%scopecheck check %s -DINIT -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INIT
// INIT: error: assertion failed: init[1].b == 3.0f
// INIT: exit=1
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
  Pt init[3] = {{1, 2.0f}, {3, 4.0f}};
  assert(init[0].a == 1 && init[1].b == 4.0f && init[2].a == 0 && init[2].b == 0.0f);
#ifdef WRONG
  assert(init[1].b == 3.0f);
#endif
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
