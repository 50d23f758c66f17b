// PUG (Li and Gopalakrishnan, FSE 2010), section 1: each thread adds b to
// its own element of a; the paper reports no data race. Proved for every
// launch and every b.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

#define N 1024
__global__ void kernel(int *a, int b) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) a[idx] = a[idx] + b;
}
