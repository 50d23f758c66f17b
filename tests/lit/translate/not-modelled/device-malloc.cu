// Not modelled yet: the device-side heap (malloc/free).
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}device-malloc.cu:8:19: error: device-side heap function 'malloc' is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  int *p = (int *)malloc(4 * sizeof(int));
  p[0] = a[0];
  free(p);
}
