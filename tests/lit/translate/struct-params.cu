// A structure kernel parameter passed by value: one IR parameter per leaf
// field (`p.n`, `p.b.lo`, ...), each given with --arg p.FIELD=VALUE (or
// --args-default for integers); member accesses, copies and passing it to a
// device function work on the leaves.
// RUN: %scopecheck ir %s --arg p.n=2 --arg p.b.lo=1 --arg p.b.hi=5 --arg p.scale=2.5 --no-locs | FileCheck %s
// RUN: sh -c '%scopecheck ir %s --arg p.n=2 --args-default=0 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=MISSING
// RUN: sh -c '%scopecheck ir %s --arg p.n=-1 --args-default=0 --arg p.scale=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RANGE
// RUN: sh -c '%scopecheck ir %s --arg p.m=1 --args-default=0 --arg p.scale=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NONAME
// Checked: every thread below p.n writes out[tid]; thread 0 also out[0].
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg p.n=2 --args-default=0 --arg p.scale=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE

// CHECK:      proc @k(out : ptr, p.n : i32, p.b.lo : i32, p.b.hi : i32, p.scale : f32) {
// CHECK:        br threadIdx.x <u p.n,
// CHECK:        q.b.lo = p.b.lo;
// CHECK:        q.b.lo = 1;
// CHECK-NEXT:   store.na i32 out[0], q.b.lo + p.b.lo;
// CHECK:        store.na i32 out[zext.i64(threadIdx.x)], width.result + fptosi.i32(p.scale);
// CHECK:      launch kernel @k grid [1,1,1] block [1,1,1] (@out, 2, 1, 5, 2.5);

// MISSING: struct-params.cu:[[@LINE+18]]:36: error: no value for parameter 'p.scale' of type 'float'; give one with --arg p.scale=VALUE
// MISSING: exit=2
// RANGE: struct-params.cu:[[@LINE+16]]:36: error: invalid value in '--arg p.n=-1': out of range for type 'unsigned int'
// RANGE: exit=2
// NONAME: error: '--arg p.m=1' names no parameter of kernel 'k'
// NONAME: exit=2
// RACE: error: data race on '{{@?}}out[0]'
// RACE: exit=1

struct Box {
  int lo, hi;
};
struct Params {
  unsigned n;
  Box b;
  float scale;
};
__device__ int width(Box b) { return b.hi - b.lo; }
__global__ void k(int *out, Params p) {
  if (threadIdx.x < p.n)
    out[threadIdx.x] = width(p.b) + (int)p.scale;
  Params q = p;
  q.b.lo = 1;
  out[0] = q.b.lo + p.b.lo;
}
