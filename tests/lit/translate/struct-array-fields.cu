//--blockDim=4 --buffer ps=4 --buffer out=4
//--arg prm.coef[0]=0.5 --arg prm.coef[1]=2.5 --arg prm.coef[2]=-1 --arg prm.n=3
// Structures whose fields are arrays of scalars (`float pos[3]`, `float
// v[4][4]`) in global (a pointer parameter), shared, constant and local
// memory and in registers (locals, a by-value device-function parameter,
// a by-value kernel parameter, a base class): element reads and writes
// with constant and run-time indices, whole-structure copies, brace
// initialisers, a field decayed to a pointer, a local pointer to a
// structure. In memory a field that is an array is one object whose
// element i * 3 + k is `s[i].pos[k]`; in registers one variable per
// element.
// RUN: %scopecheck check %s --engine=interval
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: scopecheck: note: 1 execution (0 blocked)
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR-DAG: global @ps.pos : f32[12];
// IR-DAG: global @ps.id : i32[4];
// IR-DAG: shared @sp.pos : f32[12];
// IR-DAG: shared @tile.v : f32[16];
// IR-DAG: global @cp.pos : f32[6] = {1.0, 2.0, 3.0, 4.0};
// IR-DAG: global @cp.id : i32[2] = {7, 8};
// IR-DAG: local @loc.pos : f32[6];

// Every assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}q.pos[2] == 10 * u + 2 && q.id == u
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}q.pos[k] == 10 * u + k + 1
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}norm(q) == 30 * u + 4
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}loc[0].pos[1] == 2
// RUN: not %scopecheck check %s -DWRONG=5 2>&1 | FileCheck %s --check-prefix=W5
// W5: error: assertion failed: {{.*}}cp[1].pos[k % 2] == (k % 2 == 0 ? 4 : 0)
// RUN: not %scopecheck check %s -DWRONG=6 2>&1 | FileCheck %s --check-prefix=W6
// W6: error: assertion failed: {{.*}}sum3(sp[t].pos) == 30 * t + 3
// RUN: not %scopecheck check %s -DWRONG=7 2>&1 | FileCheck %s --check-prefix=W7
// W7: error: assertion failed: {{.*}}dv.c[k] == 9
// RUN: not %scopecheck check %s -DWRONG=8 2>&1 | FileCheck %s --check-prefix=W8
// W8: error: assertion failed: {{.*}}prm.coef[1] == 2.5f
// RUN: not %scopecheck check %s -DWRONG=9 2>&1 | FileCheck %s --check-prefix=W9
// W9: error: assertion failed: {{.*}}s == 1.0f
// RUN: not %scopecheck check %s -DWRONG=10 2>&1 | FileCheck %s --check-prefix=W10
// W10: error: assertion failed: {{.*}}sp[t].pos[1] == -1.0f && pp[0].pos[0] == 10 * t
// RUN: not %scopecheck check %s -DWRONG=11 2>&1 | FileCheck %s --check-prefix=W11
// W11: error: assertion failed: {{.*}}ps[t].pos[k] == q.pos[k] && ps[t].id == u

// A race on one element of the field only: thread t rewrites sp[t].pos[1]
// (the same value) while thread t - 1 copies sp[t] whole; pos[0], pos[2]
// and id are only read. --all-errors lists every finding.
// RUN: not %scopecheck check %s -DRACE --all-errors 2>&1 | FileCheck %s --check-prefix=RACE --implicit-check-not=pos[0] --implicit-check-not=pos[2] '--implicit-check-not=].id of'
// RACE: error: data race on 'sp[{{[0-3]}}].pos[1] of block 0'
// RUN: not %scopecheck check %s -DRACE --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE
// Out of bounds of the field, inside the array (sp[1].pos[3] would be
// sp[1].id's bytes on the hardware): the index check reports it.
// RUN: not %scopecheck check %s -DOOBF 2>&1 | FileCheck %s --check-prefix=OOBF
// RUN: not %scopecheck check %s -DOOBF --engine=dpor 2>&1 | FileCheck %s --check-prefix=OOBF
// OOBF: error: out-of-bounds access to 'sp[1].pos[k + 1]': index 'k + 1' outside 0..2 of field 'pos'
// Out of bounds of the array: element 4 of 4.
// RUN: not %scopecheck check %s -DOOBA 2>&1 | FileCheck %s --check-prefix=OOBA
// OOBA: error: out-of-bounds access to 'sp[4].pos[0]'
// In registers (a local copy) and in a row of a two-dimensional field.
// RUN: not %scopecheck check %s -DOOBR 2>&1 | FileCheck %s --check-prefix=OOBR
// OOBR: error: out-of-bounds access to 'q.pos[k + 1]': index 'k + 1' outside 0..2 of field 'pos'
// RUN: not %scopecheck check %s -DOOBT 2>&1 | FileCheck %s --check-prefix=OOBT
// OOBT: error: out-of-bounds access to 'tile.v[t][t + 1]': index 't + 1' outside 0..3 of field 'v'
// A field that is an array of structures with a pointer field is not
// modelled (arrays of structures: struct-array-of-struct-fields.cu): the
// message names the field, exit 2.
// RUN: sh -c '%scopecheck check %s -DNESTED 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NESTED
// NESTED: error: pointer parameter 'cells' of type 'Cell *' (a structure with field 'rs' of type 'Ref[2]': arrays of structures with pointer fields are not supported as fields) is not supported
// NESTED: exit=2
#include <cassert>
struct Particle {
  float pos[3];
  int id;
};
#ifdef NESTED
struct Ref { int *p; };
struct Cell { Ref rs[2]; };
__global__ void k(Cell *cells) { cells[threadIdx.x].rs[0].p = 0; }
#else
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
struct Tile { float v[4][4]; };
struct Base3 { float c[3]; };
struct Derived : Base3 { int tag; };
struct Params { float coef[3]; int n; };
__constant__ Particle cp[2] = {{{1, 2, 3}, 7}, {{4}, 8}};

__device__ float sum3(const float *p) { return p[0] + p[1] + p[2]; }
__device__ float norm(Particle p) {
  float s = 0;
  for (int d = 0; d < 3; ++d)
    s += p.pos[d];
  return s;
}

__global__ void k(Particle *ps, Params prm, float *out) {
  __shared__ Particle sp[4];
  __shared__ Tile tile;
  int t = threadIdx.x;
  int u = (t + 1) % 4;
  int k = t % 3;
  for (int d = 0; d < 3; ++d)
    ps[t].pos[d] = t * 10 + d;
  ps[t].id = t;
  sp[t] = ps[t];
  for (int j = 0; j < 4; ++j)
    tile.v[t][j] = j == t ? 1.0f : 0.0f;
  __syncthreads();
#ifdef RACE
  sp[t].pos[1] = 10 * t + 1;
#endif
  Particle q = sp[u];
  CHECK(1, q.pos[2] == 10 * u + 2 && q.id == u);
  q.pos[k] += 1.0f;
  CHECK(2, q.pos[k] == 10 * u + k + 1);
  CHECK(3, norm(q) == 30 * u + 4);
  Particle loc[2] = {{{1, 2}, 3}};
  CHECK(4, loc[0].pos[1] == 2 && loc[0].pos[2] == 0 && loc[0].id == 3 &&
               loc[1].pos[k] == 0);
  CHECK(5, cp[0].pos[2] == 3 && cp[1].pos[k % 2] == (k % 2 == 0 ? 4 : 0) &&
               cp[1].id == 8);
  CHECK(6, sum3(sp[t].pos) == 30 * t + 3);
  Derived dv = {{{1, 2, 3}}, 4};
  dv.c[k] = 9;
  CHECK(7, dv.c[k] == 9 && dv.c[(k + 1) % 3] == (k + 1) % 3 + 1 &&
               dv.tag == 4);
  CHECK(8, prm.coef[1] == 2.5f && prm.coef[k] != 0 && prm.n == 3);
  float s = 0;
  for (int j = 0; j < 4; ++j)
    s += tile.v[j][t];
  CHECK(9, s == 1.0f);
#ifdef OOBF
  out[t] = sp[1].pos[k + 1];
#endif
#ifdef OOBA
  out[t] = sp[t + 1].pos[0];
#endif
#ifdef OOBR
  q.pos[k + 1] = 0;
#endif
#ifdef OOBT
  out[t] = tile.v[t][t + 1];
#endif
  __syncthreads();
  Particle *pp = &sp[t];
  pp->pos[1] = -1.0f;
  CHECK(10, sp[t].pos[1] == -1.0f && pp[0].pos[0] == 10 * t);
  ps[t] = q;
  CHECK(11, ps[t].pos[k] == q.pos[k] && ps[t].id == u);
}
#endif
