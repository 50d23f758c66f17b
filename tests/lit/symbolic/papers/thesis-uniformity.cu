// Thesis Figure 3.9: a thread-dependent j but a uniform loop (i, n): no
// barrier divergence for any launch.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

__global__ void k(int n) {
  int i = 0, j;
  if (threadIdx.x < n) j = 1; else j = 2;
  while (i < n) {
    __syncthreads();
    j = j + 3;
    i = i + 4;
  }
}
