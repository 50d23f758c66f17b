// Not modelled yet: cuRAND's device API.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}curand.cu:10:15: error: cuRAND generator state 's' of type 'curandState' is not supported
// CHECK: exit=2

#include <curand_kernel.h>

__global__ void k(float *a) {
  curandState s;
  curand_init(1234, threadIdx.x, 0, &s);
  a[threadIdx.x] = curand_uniform(&s);
}
