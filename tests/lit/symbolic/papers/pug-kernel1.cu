// PUG section 1, kernel1: the barrier orders the read of a[idx-1] before
// the neighbour's write of a[idx]. PUG assumes both threads in one block and
// reports no race; we find that a block's first thread reads the element
// the previous block's last thread writes (no barrier between blocks):
// confirmed for every launch with two blocks, proved for one block.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=GRID
// GRID: error: data race on 'a[{{[0-9]+}}]' (for blockDim={{[0-9]+}}, gridDim={{[2-9]}}
// GRID: note: confirmed by a concrete run
// GRID: exit=1
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// ONE: note: verified for every launch and input that satisfy: {{.*}}--gridDim=1,1,1 (given)
// ONE: exit=0

#define N 1024
__global__ void kernel1(int *a, int b) {
  __shared__ int temp[N];
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) temp[idx] = a[idx - 1] + b;
  __syncthreads();
  if (idx < N) a[idx] = temp[idx];
}
