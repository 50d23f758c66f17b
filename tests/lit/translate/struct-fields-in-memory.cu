// A structure-typed field of a structure in memory as a whole value:
// `p[i].vel = v`, `s[t].box = b` (a run of the leaf buffers
// of the outer structure). It used to be refused ("structure array
// subscript 'p[i]' as a place").
// RUN: %scopecheck check %s
// RUN: sh -c '%scopecheck check %s -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG
// WRONG: struct-fields-in-memory.cu:[[@LINE+24]]:3: error: assertion failed
// WRONG: exit=1
//--blockDim=4 --gridDim=1 --buffer p=4
#include <assert.h>

struct Body {
  float3 pos;
  float3 vel;
};
struct Box {
  int2 lo, hi;
};

__global__ void k(Body *p) {
  __shared__ Box s[4];
  int t = threadIdx.x;
  p[t].vel = make_float3(1.0f, 2.0f, (float)t);
  p[t].pos = p[t].vel;
  float3 q = p[t].pos;
  assert(q.x == 1.0f && q.y == 2.0f && q.z == (float)t);
  s[t].hi = make_int2(t, t + 1);
  s[t].lo = s[t].hi;
  int2 lo = s[t].lo;
#ifdef WRONG
  assert(lo.y == t);
#endif
  assert(lo.x == t && lo.y == t + 1 && p[t].vel.z == (float)t);
}
