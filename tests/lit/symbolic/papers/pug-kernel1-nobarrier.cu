// PUG section 1: kernel1 without its barrier races within one block
// ("Obviously the accesses of a[idx] and a[idx-1] by different threads may
// cause a race").
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'a[{{[0-9]+}}]' (for blockDim={{[0-9]+}}, gridDim=1
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

#define N 1024
__global__ void kernel1(int *a, int b) {
  __shared__ int temp[N];
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) temp[idx] = a[idx - 1] + b;
  if (idx < N) a[idx] = temp[idx];
}
