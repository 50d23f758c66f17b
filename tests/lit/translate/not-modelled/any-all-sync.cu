// Not modelled yet: __any_sync and __all_sync.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}any-all-sync.cu:8:7: error: warp-level primitive '__any_sync' is not supported
// CHECK: exit=2

__global__ void k(int *a) {
  if (__any_sync(0xffffffff, a[threadIdx.x]) && __all_sync(0xffffffff, 1))
    a[threadIdx.x] = 0;
}
