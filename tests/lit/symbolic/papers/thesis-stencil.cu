// Chong's thesis, Figure 2.2: the one-dimensional stencil (reads of A,
// one write of B per thread): race-free for every launch, radius and n.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

__global__ void stencil(int *A, int *B, int radius, unsigned n) {
  unsigned tid = blockDim.x * blockIdx.x + threadIdx.x;
  int sum = 0;
  for (int i = -radius; i <= radius; i++) {
    int idx = tid + i;
    if (0 <= idx && idx < n) {
      sum += A[idx];
    }
  }
  if (tid < n) B[tid] = sum;
}
