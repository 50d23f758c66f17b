//--blockDim=256 --gridDim=4 --buffer in=1024 --buffer out=4
//expect: safe
// A barrier-synchronised tree reduction in shared memory, one partial sum
// per block: the interval engine's scaling benchmark
// (scripts/bench-interval.sh runs it at 1,024 ... 1,048,576 threads).

#include <cuda_runtime.h>

#define BLOCK 256

__global__ void reduce(const int *in, int *out) {
  __shared__ int s[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned gid = blockIdx.x * blockDim.x + tid;
  s[tid] = in[gid];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
