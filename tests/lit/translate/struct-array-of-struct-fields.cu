//--blockDim=4 --buffer bs=4 --buffer out=4
//--arg prm.in[0].a=1 --arg prm.in[0].v[0]=0.5 --arg prm.in[0].v[1]=1.5
//--arg prm.in[1].a=2 --arg prm.in[1].v[0]=2.5 --arg prm.in[1].v[1]=3.5 --arg prm.c=3
// Structures whose fields are arrays of structures: `float3 pos[2]` (CUDA's
// vector types are structures) and `Inner in[2]` whose Inner has an array
// field of its own, in global memory (a pointer parameter), shared,
// __constant__ and local memory and in registers (a local copy, a by-value
// kernel parameter, a by-value device-function parameter): element and
// component reads and writes with constant and run-time indices, whole
// elements copied (`o.in[j] = x`, `Inner x = o.in[1 - j]`), whole
// structures copied, make_float3 assigned to an element, brace
// initialisers. In memory each leaf of the element structure is one object
// per field (`so.in.v`: element (i * 2 + j) * 2 + k is `so[i].in[j].v[k]`);
// in registers one variable per element (`o.in.1.v.0`).
// DEFINE: %{args} = --blockDim=4 --arg prm.in[0].a=1 --arg prm.in[0].v[0]=0.5 --arg prm.in[0].v[1]=1.5 --arg prm.in[1].a=2 --arg prm.in[1].v[0]=2.5 --arg prm.in[1].v[1]=3.5 --arg prm.c=3
// RUN: %scopecheck check %s --engine=interval
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: scopecheck: note: 1 execution (0 blocked)
// The symbolic engine takes the launch from the command line; its
// adversarial abstraction does not know values read from memory, so only
// the parameters' assertion (8) is checked with SYMBOLIC; it proves the
// kernel free of races and out-of-bounds accesses, and finds each of the
// races and out-of-bounds accesses below.
// RUN: %scopecheck check %s --engine=symbolic --gridDim=1 %{args} -DSYMBOLIC
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR-DAG: global @bs.pos.x : f32[8];
// IR-DAG: global @bs.pos.y : f32[8];
// IR-DAG: global @bs.id : i32[4];
// IR-DAG: shared @sb.pos.z : f32[8];
// IR-DAG: shared @so.in.a : i32[8];
// IR-DAG: shared @so.in.v : f32[16];
// IR-DAG: shared @so.c : i32[4];
// IR-DAG: global @co.in.a : i32[4] = {1, 4, 8};
// IR-DAG: global @co.in.v : f32[8] = {2.0, 3.0, 5.0, 6.0};
// IR-DAG: global @co.c : i32[2] = {7, 9};
// IR-DAG: local @la.pos.y : f32[4];
// IR-DAG: proc @k(prm.in.0.a : i32, prm.in.1.a : i32, prm.in.0.v.0 : f32, prm.in.0.v.1 : f32, prm.in.1.v.0 : f32, prm.in.1.v.1 : f32, prm.c : i32, out : ptr)
// IR-DAG: var o.in.1.v.0 : f32;
// IR-DAG: var o.in.0.a : i32;

// Every assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}sb[u].pos[ju].x == u
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}o.in[ju].a == u
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}o.in[j].a == 42
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}x.a == other
// RUN: not %scopecheck check %s -DWRONG=5 2>&1 | FileCheck %s --check-prefix=W5
// W5: error: assertion failed: {{.*}}o.in[0].a == other && o.in[1].a == other
// RUN: not %scopecheck check %s -DWRONG=6 2>&1 | FileCheck %s --check-prefix=W6
// W6: error: assertion failed: {{.*}}lb.pos[1].y == 5
// RUN: not %scopecheck check %s -DWRONG=7 2>&1 | FileCheck %s --check-prefix=W7
// W7: error: assertion failed: {{.*}}co[0].in[1].v[1] == 6
// RUN: not %scopecheck check %s -DWRONG=8 2>&1 | FileCheck %s --check-prefix=W8
// W8: error: assertion failed: {{.*}}prm.in[j].a == 1 + j
// RUN: not %scopecheck check %s -DWRONG=9 2>&1 | FileCheck %s --check-prefix=W9
// W9: error: assertion failed: {{.*}}prm.in[1].v[0] == 2.5f
// RUN: not %scopecheck check %s -DWRONG=10 2>&1 | FileCheck %s --check-prefix=W10
// W10: error: assertion failed: {{.*}}e.x == 11 * u
// RUN: not %scopecheck check %s -DWRONG=11 2>&1 | FileCheck %s --check-prefix=W11
// W11: error: assertion failed: {{.*}}bs[t].pos[j].z == u + 2
// RUN: not %scopecheck check %s -DWRONG=12 2>&1 | FileCheck %s --check-prefix=W12
// W12: error: assertion failed: {{.*}}sum2(so[u].in[ju].v) == 3
// RUN: not %scopecheck check %s -DWRONG=8 --engine=symbolic --gridDim=1 %{args} -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=W8

// A race on one element only: thread t rewrites so[t].in[1].v[0] while
// thread t - 1 copies so[t] whole (every other leaf is only read); the
// same for one component of one element of a float3 array field.
// RUN: not %scopecheck check %s -DRACE --all-errors 2>&1 | FileCheck %s --check-prefix=RACE '--implicit-check-not=].a of' --implicit-check-not=v[1] --implicit-check-not=in[0] '--implicit-check-not=].c of'
// RUN: not %scopecheck check %s -DRACE --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not %scopecheck check %s -DRACE --engine=symbolic --gridDim=1 %{args} -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'so[{{[0-3]}}].in[1].v[0] of block 0'
// RUN: not %scopecheck check %s -DRACE3 --all-errors 2>&1 | FileCheck %s --check-prefix=RACE3 '--implicit-check-not=].x of' '--implicit-check-not=].z of' --implicit-check-not=pos[0] '--implicit-check-not=].id of'
// RUN: not %scopecheck check %s -DRACE3 --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE3
// RUN: not %scopecheck check %s -DRACE3 --engine=symbolic --gridDim=1 %{args} -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=RACE3
// RACE3: error: data race on 'sb[{{[0-3]}}].pos[1].y of block 0'
// Out of bounds of a field, inside the array (so[1].in[2] would be so[1].c
// on the hardware), of the element's own array field, in registers and
// in global memory: the index check names the field.
// RUN: not %scopecheck check %s -DOOBF 2>&1 | FileCheck %s --check-prefix=OOBF
// RUN: not %scopecheck check %s -DOOBF --engine=dpor 2>&1 | FileCheck %s --check-prefix=OOBF
// RUN: not %scopecheck check %s -DOOBF --engine=symbolic --gridDim=1 %{args} -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=OOBF
// OOBF: error: out-of-bounds access to 'so[1].in[j + 1]': index 'j + 1' outside 0..1 of field 'in'
// RUN: not %scopecheck check %s -DOOBV 2>&1 | FileCheck %s --check-prefix=OOBV
// OOBV: error: out-of-bounds access to 'so[1].in[0].v[j + 1]': index 'j + 1' outside 0..1 of field 'v'
// RUN: not %scopecheck check %s -DOOBR 2>&1 | FileCheck %s --check-prefix=OOBR
// OOBR: error: out-of-bounds access to 'o.in[j + 1]': index 'j + 1' outside 0..1 of field 'in'
// RUN: not %scopecheck check %s -DOOBG 2>&1 | FileCheck %s --check-prefix=OOBG
// OOBG: error: out-of-bounds access to 'bs[t].pos[j + 1]': index 'j + 1' outside 0..1 of field 'pos'
// Out of bounds of the array: element 4 of 4, named with its field path.
// RUN: not %scopecheck check %s -DOOBA 2>&1 | FileCheck %s --check-prefix=OOBA
// RUN: not %scopecheck check %s -DOOBA --engine=symbolic --gridDim=1 %{args} -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=OOBA
// OOBA: error: out-of-bounds access to 'so[4].in[0].a'
// Still refused, by name, exit 2: arrays of pointers as fields, and arrays
// of structures that have a pointer field.
// RUN: sh -c '%scopecheck check %s -DPTRARRAY 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PA
// PA: error: variable 'nodes' of type 'Node[4]' (a structure with field 'next' of type 'int *[2]': arrays of pointers are not supported as fields) is not supported
// PA: exit=2
// RUN: sh -c '%scopecheck check %s -DPTRSTRUCT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PS
// PS: error: local variable 'rs' of type 'Refs' (a structure with field 'r' of type 'Ref[2]': arrays of structures with pointer fields are not supported as fields) is not supported
// PS: exit=2
// An array field of an element used as a pointer is an address in memory
// (sum2(so[u].in[ju].v) above); of a structure in registers it is refused.
// RUN: sh -c '%scopecheck check %s -DROWREG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RR
// RR: error: array field member access 'o.in[j].v' of a structure in registers used as a pointer is not supported
// RR: exit=2
#include <cassert>
#ifndef WRONG
#define WRONG 0
#endif
#ifdef SYMBOLIC
#define CHECK(k, e) assert(k != 8 || (WRONG == k) != (e))
#else
#define CHECK(k, e) assert((WRONG == k) != (e))
#endif
// A structure with a field that is an array of structures, whose element
// structure has an array field of its own; CUDA's float3 is a structure.
struct Inner { int a; float v[2]; };
struct Outer { Inner in[2]; int c; };
struct Body { float3 pos[2]; int id; };
struct Node { int *next[2]; int key; };
struct Ref { float *p; };
struct Refs { Ref r[2]; };
__constant__ Outer co[2] = {{{{1, {2, 3}}, {4, {5, 6}}}, 7}, {{{8}}, 9}};

__device__ float3 ends(Body b) {
  return make_float3(b.pos[0].x + b.pos[1].x, b.pos[0].y + b.pos[1].y,
                     b.pos[0].z + b.pos[1].z);
}

__device__ float sum2(const float *v) { return v[0] + v[1]; }

__global__ void k(Body *bs, Outer prm, float *out) {
  __shared__ Body sb[4];
  __shared__ Outer so[4];
  int t = threadIdx.x;
  int u = (t + 1) % 4;
  int j = t % 2, ju = u % 2;
#ifdef PTRARRAY
  __shared__ Node nodes[4];
  nodes[t].key = 1;
#endif
#ifdef PTRSTRUCT
  Refs rs;
  rs.r[0].p = out;
#endif
  bs[t].pos[j] = make_float3(t, t + 1, t + 2);
  bs[t].pos[1 - j] = make_float3(10 * t, 0, 0);
  bs[t].pos[1 - j].y = 5;
  bs[t].id = t;
  sb[t] = bs[t];
  so[t].in[j].a = t;
  so[t].in[1 - j] = prm.in[1];
  so[t].in[j].v[0] = 0;
  so[t].in[j].v[1] = 3;
  so[t].c = 7;
  __syncthreads();
#ifdef RACE
  so[t].in[1].v[0] = 0;
#endif
#ifdef RACE3
  sb[t].pos[1].y = 5;
#endif
  CHECK(1, sb[u].pos[ju].x == u && sb[u].pos[ju].z == u + 2 &&
               sb[u].pos[1 - ju].y == 5 && sb[u].pos[1 - ju].x == 10 * u);
  Outer o = so[u];
  CHECK(2, o.in[ju].a == u && o.in[1 - ju].a == 2 &&
               o.in[1 - ju].v[1] == 3.5f && o.in[ju].v[1] == 3 && o.c == 7);
  int other = j == ju ? 2 : u;
  o.in[j].a = 42;
  CHECK(3, o.in[j].a == 42 && o.in[1 - j].a == other);
  Inner x = o.in[1 - j];
  CHECK(4, x.a == other && x.v[0] == (j == ju ? 2.5f : 0));
  o.in[j] = x;
  CHECK(5, o.in[0].a == other && o.in[1].a == other &&
               o.in[j].v[0] == x.v[0]);
  Body lb = {{make_float3(1, 2, 3), make_float3(4, 5, 6)}, 9};
  Body la[2] = {{{{1, 2, 3}}, 4}};
  la[1].pos[j].y = t;
  CHECK(6, lb.pos[1].y == 5 && lb.pos[j].x == 1 + 3 * j && lb.id == 9 &&
               la[0].pos[0].z == 3 && la[0].pos[1].x == 0 && la[0].id == 4 &&
               la[1].pos[j].y == t && la[1].pos[1 - j].y == 0);
  CHECK(7, co[0].in[1].v[1] == 6 && co[1].in[0].a == 8 &&
               co[1].in[1].v[0] == 0 && co[1].c == 9 &&
               co[0].in[j].a == 1 + 3 * j);
  CHECK(8, prm.in[j].a == 1 + j && prm.c == 3);
  CHECK(9, prm.in[1].v[0] == 2.5f && prm.in[0].v[j] == 0.5f + j);
  float3 e = ends(sb[u]);
  CHECK(10, e.x == 11 * u && e.y == u + 6 && e.z == u + 2);
  __syncthreads();
  bs[t].pos[j].z = e.z;
  CHECK(11, bs[t].pos[j].z == u + 2);
  CHECK(12, sum2(so[u].in[ju].v) == 3 && sum2(so[u].in[1 - ju].v) == 6);
#ifdef OOBF
  out[t] = so[1].in[j + 1].a;
#endif
#ifdef OOBV
  out[t] = so[1].in[0].v[j + 1];
#endif
#ifdef OOBA
  out[t] = so[t + 1].in[0].a;
#endif
#ifdef OOBR
  o.in[j + 1].a = 0;
#endif
#ifdef ROWREG
  float *row = o.in[j].v;
  out[t] = row[1];
#endif
#ifdef OOBG
  bs[t].pos[j + 1].x = 0;
#endif
}
