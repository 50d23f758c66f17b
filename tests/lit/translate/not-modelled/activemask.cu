// Not modelled yet: __activemask.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}activemask.cu:8:20: error: warp-level primitive '__activemask' is not supported
// CHECK: exit=2

__global__ void k(unsigned *a) {
  a[threadIdx.x] = __activemask();
}
