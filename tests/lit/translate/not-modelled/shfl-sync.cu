// Not modelled yet: __shfl_down_sync, one of the warp shuffles.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}shfl-sync.cu:9:8: error: warp-level primitive '__shfl_down_sync' is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  int v = a[threadIdx.x];
  v += __shfl_down_sync(0xffffffff, v, 1);
  a[threadIdx.x] = v;
}
