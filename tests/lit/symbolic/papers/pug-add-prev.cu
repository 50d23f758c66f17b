// PUG section 1: a[idx] = a[idx-1] + b races between adjacent threads
// (the paper: "there will be data races between adjacent threads").
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'a[{{[0-9]+}}]' (for blockDim=
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

#define N 1024
__global__ void kernel(int *a, int b) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) a[idx] = a[idx - 1] + b;
}
