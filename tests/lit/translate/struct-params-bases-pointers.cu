//--blockDim=4 --buffer p.in=8 --buffer p.out=4 --buffer ps=4
//--arg p.n=4 --arg p.scale=0.5 --arg p.stride=2
// Structures as public CUDA code passes them: a parameter structure by
// value with a base class and pointer fields (each pointer a buffer of its
// own, named by its path), a structure in shared memory with a base
// class, and a local pointer to a structure (`Particle *q = &ps[i];
// q->x += 1`), in every engine.
// RUN: %scopecheck check %s --engine=interval
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: scopecheck: note: 1 execution (0 blocked)
// The symbolic engine takes the launch from the command line; it checks
// the races and the integer parameters' assertion (its adversarial
// abstraction does not know values read from memory, so the other
// assertions are left out with SYMBOLIC).
// RUN: %scopecheck check %s --engine=symbolic --blockDim=4 --gridDim=1 --arg p.n=4 --arg p.stride=2 -DSYMBOLIC
// A base class's fields come first among a by-value parameter's leaves
// (they were left out: '--arg p.n=4' named no parameter).
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: proc @k(p.n : i32, p.scale : f32, p.in : ptr, p.out : ptr, p.stride : i32)

// Every assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}p.n == 4 && p.stride == 2 && p.scale == 0.5f
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}p.out[i] == 2 * i
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}sb[u].x == u && sb[u].m == 2 * u
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}ps[i].x == i + 1 && q->v == 3 * i
// RUN: not %scopecheck check %s -DWRONG=4 --engine=dpor 2>&1 | FileCheck %s --check-prefix=W4
// RUN: not %scopecheck check %s -DWRONG=1 --engine=symbolic --blockDim=4 --gridDim=1 --arg p.n=4 --arg p.stride=2 -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=W1S
// W1S: error: assertion failed: {{.*}}p.n == 4 && p.stride == 2

// Two pointer fields are two buffers: a race on one is reported with the
// field's path; the structure's base fields race per field.
// RUN: not %scopecheck check %s -DRACE_OUT 2>&1 | FileCheck %s --check-prefix=RO
// RO: error: data race on 'p.out[0]'
// RUN: not %scopecheck check %s -DRACE_BASE 2>&1 | FileCheck %s --check-prefix=RB
// RB: error: data race on 'sb[{{[0-3]}}].x of block 0'
// RUN: not %scopecheck check %s -DRACE_PTR --engine=dpor 2>&1 | FileCheck %s --check-prefix=RP
// RUN: not %scopecheck check %s -DRACE_PTR --engine=symbolic --blockDim=4 --gridDim=1 --arg p.n=4 --arg p.stride=2 -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=RP
// RP: error: data race on 'ps[{{[0-3]}}].x'
// RUN: not %scopecheck check %s -DRACE_OUT --engine=symbolic --blockDim=4 --gridDim=1 --arg p.n=4 --arg p.stride=2 -DSYMBOLIC 2>&1 | FileCheck %s --check-prefix=RO
#include <cassert>
#ifndef WRONG
#define WRONG 0
#endif
#ifdef SYMBOLIC
#define NOFLOAT
#define CHECK(k, e) assert(k != 1 || (WRONG == k) != (e))
#else
#define CHECK(k, e) assert((WRONG == k) != (e))
#endif
struct Dims { int n; float scale; };
struct Params : Dims {
  float *in;
  float *out;
  int stride;
};
struct Pos { int x; };
struct Body : Pos { float m; };
struct Particle { int x; int v; };

__device__ void push(Particle *q, int by) { q->x += by; }

__global__ void k(Params p, Particle *ps) {
  __shared__ Body sb[4];
  int i = threadIdx.x;
  int u = (i + 1) % 4;
#ifdef NOFLOAT
  CHECK(1, p.n == 4 && p.stride == 2);
#else
  CHECK(1, p.n == 4 && p.stride == 2 && p.scale == 0.5f);
#endif
  p.in[i * p.stride] = i;
  p.out[i] = 2 * p.in[i * p.stride];
#ifdef RACE_OUT
  p.out[0] = i;
#endif
  CHECK(2, p.out[i] == 2 * i);
  sb[i].x = i;
  sb[i].m = 2 * i;
#ifdef RACE_BASE
  sb[u].x = u;
#endif
  __syncthreads();
  CHECK(3, sb[u].x == u && sb[u].m == 2 * u);
  ps[i].x = i;
  ps[i].v = 3 * i;
#ifdef RACE_PTR
  Particle *q = &ps[u];
#else
  Particle *q = &ps[i];
#endif
  push(q, 1);
#ifndef RACE_PTR
  CHECK(4, ps[i].x == i + 1 && q->v == 3 * i);
#endif
}
