// A structure value chosen by `?:`: each arm's leaves go to fresh variables
// on its branch (it was refused as a "structure value").
// RUN: %scopecheck check %s
// RUN: sh -c '%scopecheck check %s -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: struct-conditional.cu:[[@LINE+13]]:3: error: assertion failed
// CHECK: exit=1
//--blockDim=4 --buffer out=4
#include <assert.h>
struct S { int a; int b; };
__global__ void k(int *out) {
  S v = {1, 2}, u = {3, 4};
  S w = threadIdx.x ? v : u;
#ifdef WRONG
  int first = threadIdx.x ? 3 : 1;
#else
  int first = threadIdx.x ? 1 : 3;
#endif
  assert(w.a == first && w.b == (threadIdx.x ? 2 : 4));
  out[threadIdx.x] = w.a;
}
