// Not modelled yet: __syncthreads_count (also _and, _or): a barrier with a reduction.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}syncthreads-count.cu:8:11: error: barrier with a reduction '__syncthreads_count' is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  int n = __syncthreads_count(a[threadIdx.x] > 0);
  int all = __syncthreads_and(a[threadIdx.x] > 0);
  a[threadIdx.x] = n + all;
}
