// A barrier in a loop whose trip count depends on the thread: barrier
// divergence for every launch with more than one thread, confirmed.

// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: divergence.cu:12:5: error: barrier divergence: {{.*}}(for blockDim=
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *a) {
  __shared__ int s[64];
  for (int i = 0; i < threadIdx.x; i++) {
    __syncthreads();
  }
}
