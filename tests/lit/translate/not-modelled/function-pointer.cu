// Not modelled yet: calls through function pointers.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}function-pointer.cu:10:19: error: function pointer is not supported
// CHECK: exit=2

__device__ int twice(int x) { return 2 * x; }

__global__ void k(int *a) {
  int (*f)(int) = twice;
  a[threadIdx.x] = f(a[threadIdx.x]);
}
