// Sarkar et al., section 4, lines IR 8 and 9: A[i % tid] in a loop (the
// paper shows its translation only). Thread 0 divides by zero: a runtime
// error for every launch (it also races, reported after the first error is
// fixed).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: division by zero (for blockDim=
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *out) {
  __shared__ int A[1024];
  unsigned tid = threadIdx.x;
  for (unsigned i = 0; i < 100; i++)
    A[i % tid] = i + 10; // IR 8, 9
}
