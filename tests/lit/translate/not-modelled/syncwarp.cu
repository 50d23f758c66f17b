// Not modelled yet: __syncwarp.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}syncwarp.cu:9:3: error: warp-level primitive '__syncwarp' is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  a[threadIdx.x] = 1;
  __syncwarp();
  a[threadIdx.x ^ 1] += 1;
}
