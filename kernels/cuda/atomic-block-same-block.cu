//--blockDim=2 --gridDim=2
//expect: safe
// atomicAdd_block on a __shared__ counter: only the threads of one block
// ever touch it, so block scope is enough.

#include <cuda_runtime.h>

__global__ void count() {
  __shared__ int counter;
  atomicAdd_block(&counter, 1);
}
