// Lambdas called in device code: captures by reference share the
// enclosing variables, captures by copy are taken where the lambda is
// created, init-captures, `[this]`, lambdas passed to device function
// templates and called at once. Every assertion holds; each WRONG_* variant
// breaks one, and a lambda that writes shared memory races like any code.
// RUN: %scopecheck check %s
// RUN: sh -c '%scopecheck check %s -DWRONG_COPY 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=COPY
// COPY: lambdas.cu:[[@LINE+53]]:3: error: assertion failed
// COPY: exit=1
// RUN: sh -c '%scopecheck check %s -DWRONG_REF 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=REF
// REF: lambdas.cu:[[@LINE+55]]:3: error: assertion failed
// REF: exit=1
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: lambdas.cu:[[@LINE+32]]:33: error: data race on 'tile[{{[0-9]}}] of block 0'
// RACE: exit=1
// RUN: sh -c '%scopecheck check %s -DARRAY_COPY 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ARR
// ARR: lambdas.cu:[[@LINE+60]]:{{[0-9]+}}: error: lambda capturing array 'a' by copy is not supported
// ARR: exit=2
//--blockDim=4 --gridDim=1 --buffer out=4
#include <assert.h>

template <class F> __device__ int sumOver(int n, F f) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += f(i);
  return s;
}

struct Counter {
  int v;
  __device__ int twice() {
    auto get = [this] { return v; };
    auto copy = [*this]() mutable { v = 100; return v; };
    return get() + get() + 0 * copy();
  }
};

__global__ void k(int *out) {
  __shared__ int tile[4];
  int t = threadIdx.x;
  auto store = [&](int i, int v) { tile[i] = v; };
  store(t, t * 2);
#ifndef RACE
  __syncthreads();
#endif
  auto neighbour = [&] { return tile[(t + 1) % 4]; };
  auto sq = [](int x) { return x * x; };
  int b = 3;
  auto byRef = [&](int x) { return x + b; };
  auto byCopy = [=](int x) { return x + b; };
  b = 10;
  int acc = 0;
  auto bump = [&acc](int d) { acc += d; };
  bump(2);
  bump(5);
  auto init = [m = b * 2](int x) { return x + m; };
  Counter c;
  c.v = 4;
  assert(sq(3) == 9 && init(1) == 21 && c.twice() == 8 && c.v == 4);
#ifdef WRONG_COPY
  assert(byCopy(1) == 11);
#else
  assert(byCopy(1) == 4);
#endif
#ifdef WRONG_REF
  assert(byRef(1) == 4 || acc != 7);
#else
  assert(byRef(1) == 11 && acc == 7);
#endif
  assert(sumOver(3, [&](int i) { return i * t; }) == 3 * t);
  assert([&] { return b + 1; }() == 11);
#ifndef RACE
  assert(neighbour() == ((t + 1) % 4) * 2);
#endif
#ifdef ARRAY_COPY
  int a[2] = {1, 2};
  auto first = [a] { return a[0]; };
  out[t] = first();
#endif
  out[t] = neighbour();
}
