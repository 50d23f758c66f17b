//--blockDim=4 --gridDim=2 --buffer in=8 --buffer out=1
//expect: heterogeneous-race
// The reduction of reduce-atomic.cu with one word changed: the blocks
// combine their sums with atomicAdd_block, which is atomic only among the
// threads of one block. Thread 0 of block 0 and thread 0 of block 1 both
// update 'out', and their scopes (cta) do not include each other, so the
// two read-modify-writes form a heterogeneous race: an update can be lost.
// The repair is to widen the scope: atomicAdd (device scope).

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
    atomicAdd_block(out, partial[0]);
}
