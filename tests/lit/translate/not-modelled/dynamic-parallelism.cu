// Not modelled yet: kernel launches in device code.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}dynamic-parallelism.cu:11:5: error: launch of kernel 'child' from device code (dynamic parallelism) is not supported
// CHECK: exit=2

__global__ void child(int *a) { a[threadIdx.x] = 1; }

__global__ void parent(int *a) {
  if (threadIdx.x == 0)
    child<<<1, 32>>>(a);
}
