// Not modelled yet: surface objects and writes.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}surface.cu:7:39: error: surface object 's' of type 'cudaSurfaceObject_t' is not supported
// CHECK: exit=2

__global__ void k(cudaSurfaceObject_t s) {
  surf2Dwrite(1.0f, s, threadIdx.x * 4, 0);
}
