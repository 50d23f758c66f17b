// Thesis Figure 3.1(a): the user's invariants j == 2*i and j <= 200 are
// inductive together (Houdini keeps both) and prove the assertion after the
// loop; the loop is not unrolled.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --json 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: "verdict": "safe"
// CHECK-SAME: "user-invariant": {"candidates": 3, "proved": 3}
// CHECK: exit=0

#include <cassert>
__global__ void k(int *out) {
  int i = 0, j = 0;
  while (__invariant(j == 2 * i), __invariant(j <= 200), __invariant(0 <= j), i < 100) {
    i = i + 1;
    j = j + 2;
  }
  assert(j == 200);
}
