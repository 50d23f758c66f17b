//--blockDim=4 --args-default --buffer out=4
// C++ that real kernels use: std::min/std::max (they return const
// references: a call's result read, and a const reference bound to one),
// range-based for over arrays of scalars (local, __shared__, __constant__;
// the loop variable by value or by reference), and negative constant
// initialisers of __device__/__constant__ variables (their bits, as memory
// holds them).
// RUN: %scopecheck check %s --engine=interval
// RUN: %scopecheck check %s --engine=dpor
// Each assertion can fail: WRONG=k negates the k-th.
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}std::min(std::max(t - 1, 0), 2) == (t == 0 ? 0 : t == 3 ? 2 : t - 1)
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}s == 10
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}vals[2] == 6
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}c == -6 && neg[0] == -1 && small == -3
// A range-for over a __shared__ array that every thread writes is a race.
// RUN: not %scopecheck check %s -DRACE 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: cxx-ranges-and-references.cu:{{[0-9]+}}:{{[0-9]+}}: error: data race on 'sh[0] of block 0'
// Other ranges are diagnosed in source terms.
// RUN: not %scopecheck check %s -DSTRUCTS 2>&1 | FileCheck %s --check-prefix=STRUCTS
// STRUCTS: error: range-based 'for' statement over 'pts' (only over an array of scalars named by a variable) is not supported
#include <algorithm>
#include <cassert>
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
__constant__ int coeffs[3] = {-1, -2, -3};
__device__ int neg[2] = {-1, 5};
__constant__ short small = -3;
struct Pt { int x, y; };
__global__ void k(int *out) {
  int t = threadIdx.x;
  CHECK(1, std::min(std::max(t - 1, 0), 2) == (t == 0 ? 0 : t == 3 ? 2 : t - 1));
  int vals[4] = {1, 2, 3, 4};
  int s = 0;
  for (int v : vals)
    s += v;
  CHECK(2, s == 10);
  for (int &v : vals)
    v *= 2;
  CHECK(3, vals[2] == 6);
  int c = 0;
  for (const int &x : coeffs)
    c += x;
  CHECK(4, c == -6 && neg[0] == -1 && small == -3);
  __shared__ int sh[4];
  sh[t] = t;
  __syncthreads();
  int m = 0;
  for (int x : sh)
    m = std::max(m, x);
  out[t] = m;
#ifdef RACE
  for (int &x : sh)
    x += 1;
#endif
#ifdef STRUCTS
  Pt pts[2] = {{1, 2}, {3, 4}};
  for (Pt &p : pts)
    p.x = 0;
#endif
}
