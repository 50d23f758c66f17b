//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
// The fixed form of bug-volatile-warp-reduce.cu (CUDA's programming guide
// pattern): every step reads into a register, __syncwarp, writes,
// __syncwarp. The lanes of the first warp sum 64 values of 1.
__global__ void reduce(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = 1;
  __syncthreads();
  if (threadIdx.x < 32) {
    int tid = threadIdx.x;
    int v = s[tid] + s[tid + 32];
    __syncwarp();
    s[tid] = v;
    __syncwarp();
    for (int off = 16; off > 0; off /= 2) {
      if (tid < off)
        v += s[tid + off];
      __syncwarp();
      s[tid] = v;
      __syncwarp();
    }
    if (tid == 0) {
      assert(v == 64);
      out[0] = v;
    }
  }
}
