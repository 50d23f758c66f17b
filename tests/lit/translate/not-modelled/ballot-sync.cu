// Not modelled yet: __ballot_sync.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}ballot-sync.cu:8:16: error: warp-level primitive '__ballot_sync' is not supported
// CHECK: exit=2

__global__ void k(unsigned *a) {
  unsigned b = __ballot_sync(0xffffffff, a[threadIdx.x] != 0);
  a[threadIdx.x] = b;
}
