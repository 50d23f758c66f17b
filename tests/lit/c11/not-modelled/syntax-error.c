// A C syntax error is reported by Clang at its location, exit 2.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
// RUN: sh -c '%scopecheck check %s; echo "exit $?"' 2>/dev/null | FileCheck %s --check-prefix=EXIT
// EXIT: exit 2
int main(void) { return 0 }
// CHECK: syntax-error.c:[[@LINE-1]]:26: error: expected ';'
