// Thesis Figure 2.5(a): even and odd threads reach different barriers:
// barrier divergence (confirmed).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: barrier divergence
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *a) {
  if ((threadIdx.x % 2) == 0)
    __syncthreads();
  else
    __syncthreads();
}
