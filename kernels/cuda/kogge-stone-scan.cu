//--blockDim=4 --gridDim=1
//expect: safe
// Kogge-Stone inclusive scan of 0, 1, 2, 3 in shared memory: each step
// reads, synchronises, then writes, so the reads of a step never race with
// its writes; the result is checked.

#include <assert.h>
#include <cuda_runtime.h>

#define N 4

__global__ void scan() {
  __shared__ int s[N];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  for (int offset = 1; offset < N; offset *= 2) {
    int t = tid >= offset ? s[tid - offset] : 0;
    __syncthreads();
    s[tid] += t;
    __syncthreads();
  }
  assert(s[tid] == tid * (tid + 1) / 2);
}
