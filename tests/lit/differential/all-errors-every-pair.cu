// --all-errors reports every racing pair of statements, one report per
// kind and pair of source locations, in both exact engines. Found by the
// differential test (scripts/differential.py, seed 1, kernel 28): the
// interval engine kept its shadow records per access class only, so it
// reported one race per location (h[0..2]: the pair of lines A and B) and
// missed the pairs B-B (both blocks write h[tid]) and B-C.
//
// RUN: not %scopecheck check %s --engine=interval --blockDim=3 --gridDim=2 --all-errors --json | python3 %S/Inputs/findings.py | FileCheck %s
// RUN: not %scopecheck check %s --engine=dpor --blockDim=3 --gridDim=2 --all-errors --json | python3 %S/Inputs/findings.py | FileCheck %s
// CHECK:      error
// CHECK-NEXT: data-race [[#@LINE+9]]:3 [[#@LINE+10]]:3
// CHECK-NEXT: data-race [[#@LINE+9]]:3 [[#@LINE+9]]:3
// CHECK-NEXT: data-race [[#@LINE+8]]:3 [[#@LINE+9]]:3
// CHECK-EMPTY:
#include <cuda_runtime.h>

__global__ void writes(int *h) {
  unsigned tid = threadIdx.x;
  unsigned gid = blockIdx.x * blockDim.x + tid;
  h[gid] = tid;  // A
  h[tid] = tid;  // B
  h[gid] = tid;  // C
}
