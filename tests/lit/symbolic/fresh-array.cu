// GPUVerify's __requires_fresh_array(p): the buffer p points to is its own,
// no other parameter points into it. scopecheck assumes that of every
// pointer parameter and pointer field of a structure parameter (each is a
// buffer of its own unless --bind shares one), so the annotation is
// accepted on those, and contradicting it with --bind is an input error.
//
// A fresh pointer field, written at the global thread id: verified for
// every launch; written by every thread at [0]: a confirmed race. The same
// for a field of a base class and of a nested structure, and for a plain
// pointer parameter.
// RUN: sh -c '%scopecheck check %s 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s -DINHERIT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s -DNESTED 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s -DPLAIN 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: note: verified for every 1D launch and input
// OK: exit=0
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s -DRACE -DINHERIT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s -DRACE -DNESTED 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s -DRACE -DPLAIN 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: error: data race on '{{q.p|q.v.p|a}}[0]'
// RACE: confirmed by a concrete run
// RACE: exit=1
//
// At a launch, with the exact engines, the same.
// RUN: sh -c '%scopecheck check %s -DPLAIN --blockDim 4 --gridDim 2 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: no errors found (exhaustive
// LAUNCH: exit=0
//
// --bind that shares the fresh buffer, either way round: exit 2 at the
// annotation.
// RUN: sh -c '%scopecheck check %s -DPLAIN --blockDim 4 --bind b=a 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BIND-INTO
// BIND-INTO: fresh-array.cu:80:3: error: '__requires_fresh_array(a)': 'b' points into the buffer of 'a' (--bind b=a...); a fresh array is a buffer no other parameter points into
// BIND-INTO: exit=2
// RUN: sh -c '%scopecheck check %s -DPLAIN --blockDim 4 --bind a=b+1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BIND-OWN
// BIND-OWN: error: '__requires_fresh_array(a)': 'a' points into the buffer of 'b' (--bind a=b...); a fresh array is a buffer of its own
// BIND-OWN: exit=2
//
// What it cannot state, each named at its line (exit 2): a local pointer,
// pointer arithmetic, a parameter assigned before, a device function's
// parameter.
// RUN: sh -c '%scopecheck check %s -DLOCAL 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LOCAL
// LOCAL: error: '__requires_fresh_array(x)': 'x' is not a pointer parameter of the kernel or a pointer field of a structure parameter (only those can be required fresh)
// LOCAL: exit=2
// RUN: sh -c '%scopecheck check %s -DARITH 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ARITH
// ARITH: error: '__requires_fresh_array(a + 1)': 'a + 1' is not a pointer parameter
// ARITH: exit=2
// RUN: sh -c '%scopecheck check %s -DASSIGNED 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ASSIGNED
// ASSIGNED: error: '__requires_fresh_array(a)': 'a' is assigned before the annotation (write it first in the kernel)
// ASSIGNED: exit=2
// RUN: sh -c '%scopecheck check %s -DDEVICE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DEVICE
// DEVICE: error: '__requires_fresh_array(p)' is only supported in the body of a kernel, on a pointer parameter of that kernel
// DEVICE: exit=2

#ifdef RACE
#define AT(i) 0
#else
#define AT(i) (i)
#endif

struct s { float *p; };
struct t : s {};
struct u { s v; };

__device__ void set(int *p) { __requires_fresh_array(p); p[0] = 1; }

#if defined(PLAIN) || defined(LOCAL) || defined(ARITH) || defined(ASSIGNED) || defined(DEVICE)
__global__ void k(int *a, int *b) {
#if defined(LOCAL)
  int *x = a;
  __requires_fresh_array(x);
#elif defined(ARITH)
  __requires_fresh_array(a + 1);
#elif defined(ASSIGNED)
  a = b;
  __requires_fresh_array(a);
#elif defined(DEVICE)
  set(a);
#else
  __requires_fresh_array(a);
#endif
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  a[AT(g)] = b[g];
}
#elif defined(INHERIT)
__global__ void k(t q) {
  __requires_fresh_array(q.p);
  q.p[AT(blockIdx.x * blockDim.x + threadIdx.x)] = 4.2f;
}
#elif defined(NESTED)
__global__ void k(u q) {
  __requires_fresh_array(q.v.p);
  q.v.p[AT(blockIdx.x * blockDim.x + threadIdx.x)] = 4.2f;
}
#else
__global__ void k(s q) {
  __requires_fresh_array(q.p);
  q.p[AT(blockIdx.x * blockDim.x + threadIdx.x)] = 4.2f;
}
#endif
