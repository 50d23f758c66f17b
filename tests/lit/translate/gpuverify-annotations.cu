// GPUVerify's annotations as real test kernels use them (docs/cuda-support.md
// section 3): __axiom at file scope is checked against the launch at kernel
// entry, __requires and __global_requires assumed, __invariant and
// __global_invariant checked where they are evaluated, __ensures and
// __global_ensures checked at the return (gpuverify-postconditions.cu), or
// ignored with a warning at their location when they read memory. Annotations
// that mention the access predicates __read/__write are the symbolic
// engine's (tests/lit/symbolic/access-predicates.cu): ghost code here,
// which no concrete engine evaluates.
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

// CHECK: gpuverify-annotations.cu:65:3: warning: GPUVerify postcondition '__ensures' reads memory and is not checked (ignored)
// CHECK-NOT: '__global_ensures'
// CHECK-NOT: mentions '__write'
// CHECK-NOT: mentions '__read'
// CHECK:      entry:
// CHECK-NEXT:   assert blockDim.x == 4, "axiom blockDim.x == 4 is false for this launch" !59:1;
// CHECK-NEXT:   assert gridDim.x == 1, "axiom gridDim.x == 1 is false for this launch" !60:1;
// CHECK-NEXT:   assume n == 4
// CHECK-NEXT:   assume n >s 0
// CHECK:      for.cond.1:
// CHECK-NEXT:   assert i <=s n, "loop invariant i <= n"
// CHECK-NEXT:   gpuverify.check => gpuverify.write = load.na i8 a !73:20;
// CHECK-NEXT:   gpuverify.check => assert !(i >s 0) || gpuverify.write != 0, "loop invariant __implies(i > 0, __write(a))" !73:8;
// CHECK-NEXT:   br i <s n
// CHECK:      for.end.4:
// CHECK-NEXT:   gpuverify.check => gpuverify.read = load.na i8 a !76:12;
// CHECK-NEXT:   gpuverify.check => assert gpuverify.read != 0 || true, "__read(a) || true" !76:3;
// CHECK-NEXT:   store.na
// CHECK-NEXT:   assert true, "postcondition true of 'k'" !66:3;
// CHECK-NOT:  assert
// CHECK:      launch kernel

// OK-NOT: error:
// OK: exit=0
// AXIOM: gpuverify-annotations.cu:59:1: error: assertion failed: axiom blockDim.x == 4 is false for this launch
// AXIOM: exit=1
// INV: error: assertion failed: loop invariant i < n
// INV: exit=1
// READ: gpuverify-annotations.cu:78:7: error: GPUVerify annotation '__read' is not supported
// READ: exit=2
// OTHER-NOT: mentions '__enabled'
// OTHER-NOT: mentions '__uniform_int'
// OTHER-NOT: error:
// OTHER: exit=0
// OTHER-CODE: gpuverify-annotations.cu:87:10: error: GPUVerify annotation '__other_int' is not supported
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
