// Sarkar et al., Example 1, line IR 4: a barrier inside 'if (tid % 2 == 0)'
// is reached by the even threads only: the paper reports barrier divergence.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: barrier divergence
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *out) {
  __shared__ int A[1024];
  unsigned tid = threadIdx.x;
  A[tid] = tid;
  __syncthreads();
  if (tid % 2 == 0)
    __syncthreads(); // IR 4
}
