// A precondition that no thread of the launch satisfies discards every
// execution: nothing was checked, so the verdict is incomplete (exit 3),
// "vacuous", never "safe" (issue 17). Both engines.
//
// RUN: sh -c '%scopecheck check %s --blockDim=2 --engine=dpor --json; echo "exit $?"' 2>/dev/null | FileCheck %s --check-prefix=DPOR
// DPOR: "verdict": "incomplete", {{.*}}"reason": "vacuous: the assumptions exclude every execution", {{.*}}"stats": {"executions": 0, "blocked": 1,
// DPOR-NEXT: exit 3
//
// RUN: sh -c '%scopecheck check %s --blockDim=2 --engine=interval; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=INTERVAL
// INTERVAL: note: exploration incomplete: vacuous: the assumptions exclude every execution
// INTERVAL: exit 3
//
// With a launch that satisfies it, the kernel is checked (and is safe):
// RUN: %scopecheck check %s --blockDim=7 --engine=dpor
// RUN: %scopecheck check %s --blockDim=7 --engine=interval

__global__ void k(int *a) {
  __requires(blockDim.x == 7);
  a[threadIdx.x] = 1;
}
