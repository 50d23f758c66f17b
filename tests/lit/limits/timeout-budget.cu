// --timeout bounds the whole command: the translation by the front-end
// child comes out of the same budget as the engine (cli/Deadline.h). With
// a budget the translation alone uses up, the engine stops at its first
// clock read: exit 3, never a verdict (issue 17: --timeout honoured within
// 0.5 s; the engine used to get the whole budget after the translation).
// RUN: sh -c '%scopecheck check %s --blockDim=1024 --gridDim=65535 --timeout=0.001; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=INTERVAL
// INTERVAL: note: exploration incomplete: timeout reached
// INTERVAL: exit 3
// RUN: sh -c '%scopecheck check %s --blockDim=64 --gridDim=1 --engine=dpor --timeout=0.001; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=DPOR
// DPOR: note: exploration incomplete: timeout reached
// DPOR: exit 3
// The symbolic engine likewise (no launch: every launch).
// RUN: sh -c '%scopecheck check %s --timeout=0.001; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=SYMBOLIC
// SYMBOLIC: exit 3
// Repair: the budget is spent before the first check.
// RUN: sh -c '%scopecheck repair %s --blockDim=64 --timeout=0.001 >/dev/null; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=REPAIR
// REPAIR: the timeout (--timeout) was reached before the first check
// REPAIR: exit 3

__global__ void k(int *a, int *b) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < 8; ++j)
    a[i] = a[i] + b[i] * j;
}
