// Thesis Figure 3.6 (slicing): thread tid handles y[tid*N .. tid*N+N-1].
// The thesis launches one block of 4 threads: proved there, and for one
// block of any size (the access-range rule: the watched offset lies between
// the loop's first offset and the next one). With several blocks every block
// writes the same slice: a confirmed race.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 --blockDim=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PAPER
// PAPER: note: verified for every launch and input that satisfy:
// PAPER: exit=0
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// ONE: note: verified for every launch and input that satisfy:
// ONE: exit=0
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=GRID
// GRID: error: data race on 'y[{{[0-9]+}}]' (for blockDim={{[0-9]+}}, gridDim={{[2-9]}}
// GRID: exit=1

#define N 4
__global__ void saxpy(float a, float *x, float *y) {
  unsigned tid = threadIdx.x;
  for (int i = 0; i < N; i++) {
    unsigned idx = (tid * N) + i;
    y[idx] = a * x[idx] + y[idx];
  }
}
