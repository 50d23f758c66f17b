// Structures with non-virtual base classes: the bases' fields come first
// among the leaves (named as C++ names them, `v.x` for a base's `x`);
// members of the base through the derived object and through `this`, a
// base's member function on a derived object, base initialisers, slicing
// copies, and a derived structure in shared memory and through a pointer
// parameter.
// RUN: %scopecheck check %s --buffer pts=8
// RUN: sh -c '%scopecheck check %s --buffer pts=8 -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG
// WRONG: struct-bases.cu:[[@LINE+44]]:3: error: assertion failed
// WRONG: exit=1
// RUN: sh -c '%scopecheck check %s --buffer pts=8 -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'cells[0].id of block 0'
// RACE: exit=1
//--blockDim=4 --gridDim=1
#include <assert.h>

struct Vec2 {
  float x, y;
  __device__ Vec2() : x(0), y(0) {}
  __device__ Vec2(float a, float b) : x(a), y(b) {}
  __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};
struct Tag {}; // no data
struct Weighted : Tag, Vec2 {
  float w;
  __device__ Weighted(float a, float b, float c) : Vec2(a, b), w(c) {}
  __device__ float scaled() const { return w * this->x + y; }
};
struct Pos {
  float x, y;
};
struct Plain : Pos {
  int id;
};

__global__ void k(Plain *pts) {
  __shared__ Plain cells[4];
  int t = threadIdx.x;
  Weighted p(1.0f, 2.0f, 3.0f);
  assert(p.x == 1.0f && p.y == 2.0f && p.w == 3.0f);
  assert(p.scaled() == 5.0f && p.dot(Vec2(1.0f, 1.0f)) == 3.0f);
  Vec2 sliced = p;
  assert(sliced.x == 1.0f && sliced.y == 2.0f);
  cells[t].x = (float)t;
  cells[t].id = t;
  pts[t].y = 2.0f * t;
  pts[t].id = t + 1;
  __syncthreads();
  Plain q = cells[(t + 1) % 4];
  assert(q.x == (float)((t + 1) % 4) && q.id == (t + 1) % 4);
  assert(pts[t].y == 2.0f * t && pts[t].id == t + 1);
#ifdef WRONG
  assert(p.scaled() == 3.0f);
#endif
#ifdef RACE
  cells[0].id = t;
#endif
}
