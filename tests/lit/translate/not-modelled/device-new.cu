// Not modelled yet: the device-side heap (new/delete).
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}device-new.cu:8:12: error: 'new'/'delete' in device code is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  int *p = new int[4];
  p[0] = a[0];
  delete[] p;
}
