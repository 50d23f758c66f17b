//--blockDim=3 --buffer a=3 --init "a=1, 2, 3" --arg='n=3' --arg=m="-2"
//--init 'b=4,5,6' --buffer b=3 -D 'GREETING="hi"' -D TWO=1\ +\ 1
// A '//--' line is split into words as a shell splits a command line:
// double and single quotes group a value with its spaces and are removed,
// a backslash outside quotes takes the next character literally. Every
// value given here is checked by an assertion (n, m, the two buffers'
// contents, the macros), each of which can fail.
// RUN: %scopecheck check %s --engine=interval
// RUN: not %scopecheck check %s -DWRONG=1 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: assertion failed: {{.*}}a[0] == 1 && a[1] == 2 && a[2] == 3
// RUN: not %scopecheck check %s -DWRONG=2 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: assertion failed: {{.*}}n == 3 && m == -2
// RUN: not %scopecheck check %s -DWRONG=3 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: assertion failed: {{.*}}b[t] == 4 + t
// RUN: not %scopecheck check %s -DWRONG=4 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: assertion failed: {{.*}}sizeof("hi") == 3 && 1 + 1 == 2
// The command line says the same with the shell's own quoting.
// RUN: %scopecheck check %S/Inputs/quoted-plain.cu --engine=interval --blockDim=3 --buffer a=3 --init "a=1, 2, 3" --arg='n=3' --arg=m="-2" --init 'b=4,5,6' --buffer b=3 -D 'GREETING="hi"' -D 'TWO=1 + 1'
// A quote left open is an error naming the line, exit 2.
// RUN: printf '//--blockDim=2 --init "a=1,2\n__global__ void k(int *a) {}\n' > %t.cu
// RUN: sh -c '%scopecheck check %t.cu 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OPEN
// OPEN: error: unterminated " quote in '//--blockDim=2 --init "a=1,2' (on a '//--' line of '{{.*}}.cu')
// OPEN: exit=2
#include <cassert>
#ifndef WRONG
#define WRONG 0
#endif
#define CHECK(k, e) assert((WRONG == k) != (e))
__global__ void k(int *a, float *b, int n, int m) {
  int t = threadIdx.x;
  CHECK(1, a[0] == 1 && a[1] == 2 && a[2] == 3);
  CHECK(2, n == 3 && m == -2);
  CHECK(3, b[t] == 4 + t);
  CHECK(4, sizeof(GREETING) == 3 && TWO == 2);
}
