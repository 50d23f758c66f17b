//--blockDim=4 --gridDim=1
//expect: data-race
// kogge-stone-scan.cu without the barrier between the reads and the writes
// of a step: thread 1 reads s[0] while thread 0 may be writing it.

#include <assert.h>
#include <cuda_runtime.h>

#define N 4

__global__ void scan() {
  __shared__ int s[N];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  for (int offset = 1; offset < N; offset *= 2) {
    if (tid >= offset)
      s[tid] += s[tid - offset];
    __syncthreads();
  }
}
