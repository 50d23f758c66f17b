// A project's own headers through -I, and function-like -D macros (also on
// the //-- lines).
//--blockDim=32 --gridDim=1
// RUN: %scopecheck check %s -I %S/Inputs/inc '-DSCALE(v)=((v)*2)'
// RUN: not %scopecheck check %s '-DSCALE(v)=((v)*2)' 2>&1 | FileCheck %s --check-prefix=NOINC
// NOINC: include-dirs.cu:10:10: error: 'project_util.cuh' file not found
// RUN: not %scopecheck check %s -I %S/Inputs/inc '-DSCALE(v=v' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: invalid value 'SCALE(v=v' in '-D{{.*}}': expected NAME, NAME=VALUE or NAME(ARGS)=VALUE

#include "project_util.cuh"

__global__ void scale(int *out, const int *in) {
  int i = threadIdx.x;
  out[IDX(i, 1)] = scaleOf(in[i]);
}
