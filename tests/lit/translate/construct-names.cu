// A refusal names the source construct in C++ terms and quotes it, never a
// Clang class name (it used to say "structure expression 'BinaryOperator'").
// RUN: sh -c '%scopecheck check %s --blockDim=4 --buffer out=4 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: construct-names.cu:[[@LINE+11]]:12: error: structure operator ',' 'v.a, v' as a place is not supported
// CHECK-NOT: Expr
// CHECK-NOT: Operator'
// CHECK: exit=2
// No diagnostic of the front-end spells a Clang class or cast-kind name.
// RUN: sh -c 'grep -n "getStmtClassName\|getDeclKindName\|getCastKindName\|getTypeClassName" %srcroot/translate/*.cpp; echo "found=$?"' | FileCheck %s --check-prefix=SRC
// SRC: found=1

struct S { int a; int b; };
__global__ void k(int *out) {
  S v = {1, 2};
  int x = (v.a, v).b;
  out[threadIdx.x] = x;
}
