// Thesis Figure 3.7 (striding): thread tid handles y[i*N + tid]. Proved
// at the thesis's launch (one block of N = 4 threads; rule access-stride:
// the watched offset is the first one plus a multiple of N). With more than
// N threads, thread tid+N meets thread tid one iteration later: a
// confirmed race.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 --blockDim=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PAPER
// PAPER: note: verified for every launch and input that satisfy:
// PAPER: exit=0
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// ONE: error: data race on 'y[{{[0-9]+}}]' (for blockDim=
// ONE: note: confirmed by a concrete run
// ONE: exit=1

#define N 4
__global__ void saxpy(float a, float *x, float *y) {
  unsigned tid = threadIdx.x;
  for (int i = 0; i < N; i++) {
    unsigned idx = (i * N) + tid;
    y[idx] = a * x[idx] + y[idx];
  }
}
