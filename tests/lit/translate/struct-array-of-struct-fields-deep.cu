//--blockDim=4 --buffer g=4
// Arrays of structures two levels deep (`B { A a[2]; }` with `A { float3
// p[2]; }`: the leaf `a.p.x` has extents {2, 2}, named `sb[i].a[j].p[k].x`),
// a two-dimensional field of structures (`A grid[2][2]`), accesses through
// a local pointer to a structure (`q->a[i].p[i]`) and in member functions
// (`this->grid[1][0]`), brace-initialised elements and whole-structure
// copies into registers and into global memory.
// RUN: %scopecheck check %s --engine=interval
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: scopecheck: note: 1 execution (0 blocked)
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR-DAG: shared @sb.a.p.y : f32[16];
// IR-DAG: shared @sb.a.n : i32[8];
// IR-DAG: shared @sg.grid.p.x : f32[8];
// IR-DAG: global @g.a.p.z : f32[16];
// Every assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}sb[t].a[i].p[1 - i].y == t
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}l.a[i].p[0].x == 11
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}g[t].a[i].p[0].x == 11
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}lg.sum() == 10
// RUN: not %scopecheck check %s -DWRONG=5 2>&1 | FileCheck %s --check-prefix=W5
// W5: error: assertion failed: {{.*}}lg.grid[i][1 - i].n == 3
// A race on one component of one element two levels down.
// RUN: not %scopecheck check %s -DRACE --all-errors 2>&1 | FileCheck %s --check-prefix=RACE '--implicit-check-not=].x of' '--implicit-check-not=].y of' --implicit-check-not=p[1] --implicit-check-not=a[0]
// RUN: not %scopecheck check %s -DRACE --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'sb[{{[0-3]}}].a[1].p[0].z of block 0'
// Out of bounds in the inner dimension of the two-dimensional field.
// RUN: not %scopecheck check %s -DOOB 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds access to 'sg.grid[i][i + 1]': index 'i + 1' outside 0..1 of field 'grid'
#include <cassert>
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
struct A { float3 p[2]; int n; };
struct B { A a[2]; int m; };
struct G {
  A grid[2][2];
  __device__ A a0() const { return grid[0][1]; }
  __device__ float sum() const { return a0().p[1].y + this->grid[1][0].p[0].x; }
};

__global__ void k(B *g) {
  __shared__ B sb[4];
  __shared__ G sg;
  int t = threadIdx.x, i = t % 2;
  sb[t].a[i].p[1 - i].y = t;
  sb[t].a[1 - i] = A{{make_float3(1, 2, 3), make_float3(4, 5, 6)}, 7};
  B *q = &sb[t];
  q->a[i].n = 9;
  q->a[i].p[i] = make_float3(t, t, t);
  if (t == 0) {
    sg.grid[0][1].p[1].y = 8;
    sg.grid[1][0].p[0].x = 2;
  }
#ifdef RACE
  sb[(t + 1) % 4].a[1].p[0].z = 1;
#endif
#ifdef OOB
  sg.grid[i][i + 1].n = 0;
#endif
  __syncthreads();
  CHECK(1, sb[t].a[i].p[1 - i].y == t && sb[t].a[1 - i].p[1].y == 5 &&
               sb[t].a[i].n == 9 && q->a[i].p[i].z == t);
  B l = sb[t];
  l.a[i].p[0].x = 11;
  CHECK(2, l.a[i].p[0].x == 11 && l.a[1 - i].n == 7);
  g[t] = l;
  CHECK(3, g[t].a[i].p[0].x == 11 && g[t].a[1 - i].p[1].z == 6);
  G lg = sg;
  CHECK(4, lg.grid[0][1].p[1].y == 8 && lg.sum() == 10);
  lg.grid[i][1 - i].n = 3;
  CHECK(5, lg.grid[i][1 - i].n == 3 && lg.grid[1 - i][i].n == 0);
}
