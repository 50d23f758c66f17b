// GPUVerify's annotations as real test kernels use them (docs/cuda-support.md
// section 3): __axiom at file scope is checked against the launch at kernel
// entry, __requires and __global_requires assumed, __invariant and
// __global_invariant checked where they are evaluated, __ensures,
// __global_ensures and annotations that mention __read/__write ignored with
// a warning at their location.
// RUN: %scopecheck ir %s --blockDim=4 --arg n=4 2>&1 | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// A launch that contradicts an axiom is an assertion naming it.
// RUN: sh -c '%scopecheck check %s --blockDim=8 --arg n=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AXIOM
// The global invariant is checked each time the loop condition is tested.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=4 -DBAD_INVARIANT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INV
// Pair predicates: the symbolic engine's annotations (no effect, no warning
// here); outside an annotation they are not modelled.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=4 -DOTHER 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OTHER
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=4 -DOTHER_IN_CODE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OTHER-CODE
// __read outside an annotation is not modelled.
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=4 -DREAD_IN_CODE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=READ

// CHECK: gpuverify-annotations.cu:55:3: warning: GPUVerify postcondition '__ensures' is not checked (ignored)
// CHECK: gpuverify-annotations.cu:56:3: warning: GPUVerify postcondition '__global_ensures' is not checked (ignored)
// CHECK: gpuverify-annotations.cu:63:8: warning: GPUVerify annotation '__invariant' mentions '__write' and is not checked (ignored)
// CHECK: gpuverify-annotations.cu:66:3: warning: GPUVerify annotation '__assert' mentions '__read' and is not checked (ignored)
// CHECK:      entry:
// CHECK-NEXT:   assert blockDim.x == 4, "axiom blockDim.x == 4 is false for this launch" !49:1;
// CHECK-NEXT:   assert gridDim.x == 1, "axiom gridDim.x == 1 is false for this launch" !50:1;
// CHECK-NEXT:   assume n == 4
// CHECK-NEXT:   assume n >s 0
// CHECK:      for.cond.1:
// CHECK-NEXT:   assert i <=s n, "loop invariant i <= n"
// CHECK-NEXT:   br i <s n
// CHECK-NOT:  assert
// CHECK:      launch kernel

// OK-NOT: error:
// OK: exit=0
// AXIOM: gpuverify-annotations.cu:49:1: error: assertion failed: axiom blockDim.x == 4 is false for this launch
// AXIOM: exit=1
// INV: error: assertion failed: loop invariant i < n
// INV: exit=1
// READ: gpuverify-annotations.cu:68:7: error: GPUVerify annotation '__read' is not supported
// READ: exit=2
// OTHER-NOT: mentions '__enabled'
// OTHER-NOT: mentions '__uniform_int'
// OTHER-NOT: error:
// OTHER: exit=0
// OTHER-CODE: gpuverify-annotations.cu:77:10: error: GPUVerify annotation '__other_int' is not supported
// OTHER-CODE: exit=2
__axiom(blockDim.x == 4);
__axiom(gridDim.x == 1);

__global__ void k(uint *a, int n) {
  __requires(n == 4);
  __global_requires(n > 0);
  __ensures(a[threadIdx.x] == 1);
  __global_ensures(true);
  for (int i = 0;
#ifdef BAD_INVARIANT
       __global_invariant(i < n),
#else
       __global_invariant(i <= n),
#endif
       __invariant(__implies(i > 0, __write(a))), i < n;
       i++) {
  }
  __assert(__read(a) || true);
#ifdef READ_IN_CODE
  if (__read(a))
    return;
#endif
  a[threadIdx.x] = 1;
#ifdef OTHER
  __assert(__enabled() && __other_int(n) == n);
  __requires(__uniform_int(n));
#endif
#ifdef OTHER_IN_CODE
  a[0] = __other_int(n);
#endif
}
