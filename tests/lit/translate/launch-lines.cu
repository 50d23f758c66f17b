//--blockDim=4 --gridDim=2 --arg n=3
//--buffer A=8 --only-intra-group -DSCALE=2 -I Inputs
// The launch flags on the //-- lines at the top of a kernel file
// (GPUVerify's convention) apply to `ir` and `check`; the command line wins
// flag by flag (--arg and --buffer by name; its -D comes after the file's).
// Flags that are not launch flags are ignored with a warning.

// RUN: %scopecheck ir %s 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: launch-lines.cu: warning: ignoring '--only-intra-group' on a '//--' line: it is not a launch flag
// FILE: global @A : i32[8];
// FILE: store.na i32 A[{{.*}}], 2 !
// FILE: launch kernel @k grid [2,1,1] block [4,1,1] (@A, 3);

// RUN: %scopecheck ir %s --blockDim=2 --buffer A=4 --arg n=1 -DSCALE=5 2>&1 | FileCheck %s --check-prefix=CMD
// CMD: global @A : i32[4];
// CMD: store.na i32 A[{{.*}}], 5 !
// CMD: launch kernel @k grid [2,1,1] block [2,1,1] (@A, 1);

// RUN: %scopecheck check %s 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE: scopecheck: note: 8 threads in 2 blocks

// RUN: not %scopecheck check %s --buffer A=6 --arg n=4 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds

#include "launch-lines.h"

#ifndef SCALE
#error SCALE must be defined
#endif

__global__ void k(int *A, int n) {
  if (threadIdx.x < n)
    A[OFFSET + blockIdx.x * blockDim.x + threadIdx.x] = SCALE;
}
