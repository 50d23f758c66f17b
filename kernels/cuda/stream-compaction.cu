//--blockDim=4 --gridDim=1 --buffer out=4
//expect: safe
// Stream compaction of the odd thread indices: a flag per thread, an
// inclusive Kogge-Stone scan of the flags in shared memory, then each
// flagged thread writes its value at its scan position minus one. The
// scan's reads and writes are separated by barriers; the scatter targets
// distinct elements; thread 0 checks the count.

#include <assert.h>
#include <cuda_runtime.h>

#define N 4

__global__ void compact(int *out) {
  __shared__ int pos[N];
  int tid = threadIdx.x;
  int flag = tid % 2;
  pos[tid] = flag;
  __syncthreads();
  for (int offset = 1; offset < N; offset *= 2) {
    int t = tid >= offset ? pos[tid - offset] : 0;
    __syncthreads();
    pos[tid] += t;
    __syncthreads();
  }
  if (flag)
    out[pos[tid] - 1] = tid;
  if (tid == 0)
    assert(pos[N - 1] == N / 2);
}
