//--blockDim=2 --gridDim=1
//expect: safe
// Message passing between two threads of one block through shared memory
// with __threadfence_block(): block scope includes both threads, so the
// fences synchronise and the consumer reads 42 without a race.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void mp() {
  __shared__ int data;
  __shared__ int flag;
  if (threadIdx.x == 0) {
    data = 42;
    __threadfence_block();
    atomicExch_block(&flag, 1);
  } else if (atomicAdd_block(&flag, 0) == 1) {
    __threadfence_block();
    assert(data == 42);
  }
}
