//--blockDim=8 --gridDim=2 --buffer in=16 --buffer out=1
//expect: safe
// (Once a false alarm of the checker: tests/lit/dpor/barrier-revisit.ir.)
// A shared-memory tree reduction per block, then one atomicAdd per block
// into the global result. Every step of the tree is separated by a barrier
// that all threads of the block reach, so there is no data race and no
// barrier divergence; the blocks combine their sums with device-scope
// atomics. The launch line is small so that the kernel suite checks it in
// well under a second; the kernel is written for blocks of up to 64
// threads (a power of two), e.g.
//
//   scopecheck ir kernels/examples/reduce-atomic.cu --blockDim=64 --gridDim=4 \
//       --buffer in=256 --buffer out=1

#include <cuda_runtime.h>

#define BLOCK 64

__global__ void reduce(const int *in, int *out) {
  __shared__ int partial[BLOCK];
  unsigned tid = threadIdx.x;
  partial[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    atomicAdd(out, partial[0]);
}
