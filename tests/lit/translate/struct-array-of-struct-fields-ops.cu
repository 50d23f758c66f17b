//--blockDim=4 --buffer out=4 --buffer bs=4
// Operations on fields that are arrays of structures beyond loads and
// stores: element structures with a base class (`Inner : B0`), atomics on
// a leaf element (`atomicAdd(&so[0].in[j].a, 1)`), increments and compound
// assignments with run-time indices in registers and in shared memory,
// structures with such fields returned by a device function and passed to
// one by reference (copied in and out of shared memory), a field that is
// an array of __half (each __half is a structure of one 16-bit field),
// and a cache-hinted load of one component (`__ldg(&bs[t].pos[1].x)`).
// RUN: %scopecheck check %s --engine=interval
// Threads 0 and 2 add to so[0].in[0].a, threads 1 and 3 to so[0].in[1].a:
// two orders of each pair of atomics, independent of each other, and
// nothing else that conflicts: 2 * 2 = 4 executions (were the two elements
// one location, the four atomics would have 4! = 24 orders).
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=FOUR
// FOUR: scopecheck: note: 4 executions (0 blocked)
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR-DAG: shared @so.in.base : i32[8];
// IR-DAG: shared @sh.hs.__x : i16[8];
// Every assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}so[0].in[0].a == 2 && so[0].in[1].a == 2
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}o.in[1].a == t + j
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}rd(o, 1) == t + j
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}rd(so[t], j) == t + 1
// RUN: not %scopecheck check %s -DWRONG=5 2>&1 | FileCheck %s --check-prefix=W5
// W5: error: assertion failed: {{.*}}__half2float(sh[t].hs[j]) == 1.5f
// RUN: not %scopecheck check %s -DWRONG=6 2>&1 | FileCheck %s --check-prefix=W6
// W6: error: assertion failed: {{.*}}__half2float(l.hs[j]) == 1.5f
// RUN: not %scopecheck check %s -DWRONG=7 2>&1 | FileCheck %s --check-prefix=W7
// W7: error: assertion failed: {{.*}}x == 0.0f
// A race on one __half element, named with its value as a __half.
// RUN: not %scopecheck check %s -DRACE 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'sh[{{[0-3]}}].hs[1] of block 0'
#include <cassert>
#include <cuda_fp16.h>
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
struct B0 { int base; };
struct Inner : B0 {
  int a;
  float v[2];
};
struct Outer {
  Inner in[2];
  int c;
};
struct Body {
  float3 pos[2];
  int id;
};
struct H { __half hs[2]; };

__device__ Outer make(int t) {
  Outer o = {};
  o.in[1].a = t;
  o.in[0].base = 5;
  return o;
}
__device__ int rd(const Outer &r, int j) { return r.in[j].a + r.in[j].base; }
__device__ void bump(Outer &r, int j) { r.in[j].a += 1; }

__global__ void k(float *out, Body *bs) {
  __shared__ Outer so[4];
  __shared__ H sh[4];
  int t = threadIdx.x, j = t % 2;
  so[t].in[0].a = 0;
  so[t].in[1].a = 0;
  __syncthreads();
  atomicAdd(&so[0].in[j].a, 1);
  __syncthreads();
  CHECK(1, so[0].in[0].a == 2 && so[0].in[1].a == 2);
  __syncthreads();
  Outer o = make(t);
  o.in[j].a++;
  o.in[j].v[1 - j] += 2;
  CHECK(2, o.in[1].a == t + j && o.in[j].v[1 - j] == 2 &&
               o.in[0].base == 5 && o.in[1 - j].v[j] == 0);
  CHECK(3, rd(o, 1) == t + j);
  so[t].in[j].base = t;
  so[t].in[j].a = 0;
  bump(so[t], j);
  CHECK(4, rd(so[t], j) == t + 1 && so[t].in[j].a == 1);
  sh[t].hs[j] = __float2half(1.5f);
  sh[t].hs[1 - j] = __float2half(-2.0f);
  CHECK(5, __half2float(sh[t].hs[j]) == 1.5f &&
               __half2float(sh[t].hs[1 - j]) == -2.0f);
  H l = sh[t];
  CHECK(6, __half2float(l.hs[j]) == 1.5f);
#ifdef RACE
  sh[(t + 1) % 4].hs[1] = __float2half(0.5f);
#endif
  float x = __ldg(&bs[t].pos[1].x);
  CHECK(7, x == 0.0f);
  out[t] = x;
}
