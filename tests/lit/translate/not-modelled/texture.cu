// Not modelled yet: texture objects and fetches.
// The front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}texture.cu:7:39: error: texture object 't' of type 'cudaTextureObject_t' is not supported
// CHECK: exit=2

__global__ void k(cudaTextureObject_t t, float *a) {
  a[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
