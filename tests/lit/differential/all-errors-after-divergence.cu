// With --all-errors, the DPOR engine goes on after a block diverges: the
// threads of the divergent block keep waiting at their barriers, the other
// blocks run, and their races with what the divergent block did before its
// barriers are found, as the interval engine finds them. Found by the
// differential test (scripts/differential.py, seed 1, kernel 20): DPOR ended
// every execution at the first divergence, before block 1 ran, and missed
// the race between lines A and B (thread 2 of each block writes g[2]).
// Without --all-errors both stop at the first error, as before.
//
// RUN: not %scopecheck check %s --engine=interval --blockDim=4 --gridDim=2 --all-errors --json | python3 %S/Inputs/findings.py | FileCheck %s
// RUN: not %scopecheck check %s --engine=dpor --blockDim=4 --gridDim=2 --all-errors --json | python3 %S/Inputs/findings.py | FileCheck %s
// CHECK:      error
// CHECK-NEXT: barrier-divergence [[#D:@LINE+13]]:16{{( [0-9:]+)?$}}
// CHECK-NEXT: data-race [[#D+2]]:5 [[#D+3]]:5
// CHECK-EMPTY:
//
// RUN: not %scopecheck check %s --engine=dpor --blockDim=4 --gridDim=2 --json | python3 %S/Inputs/findings.py | FileCheck %s --check-prefix=FIRST
// FIRST:      error
// FIRST-NEXT: barrier-divergence
// FIRST-EMPTY:
#include <cuda_runtime.h>

__global__ void diverge(int *g) {
  unsigned tid = threadIdx.x;
  unsigned gid = blockIdx.x * blockDim.x + tid;
  if (tid < 1) __syncthreads();
  if (gid != 1) {
    g[gid] = tid;                                     // A
    g[(gid + blockDim.x) % (gridDim.x * blockDim.x)] = tid; // B
  }
  for (int i = 0; i < 2; ++i)
    __syncthreads();
}
