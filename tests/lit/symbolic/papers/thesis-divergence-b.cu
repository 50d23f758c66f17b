// Thesis Figure 2.5(b): the same barrier, reached in different loop
// iterations by thread 0 and the others: barrier divergence (confirmed).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: barrier divergence: threads of a block wait at the same barrier in different loop iterations
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *a) {
  unsigned tid = threadIdx.x;
  int x = (tid == 0) ? 1 : 4;
  int y = (tid == 0) ? 4 : 1;
  for (int i = 0; i < x; i++) {
    for (int j = 0; j < y; j++) {
      __syncthreads();
    }
  }
}
