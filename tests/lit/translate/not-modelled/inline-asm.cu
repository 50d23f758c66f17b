// Not modelled yet: inline PTX assembly.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}inline-asm.cu:9:3: error: inline assembly is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  int lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  a[threadIdx.x] = lane;
}
