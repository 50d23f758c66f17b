//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: data-race
// Message passing from block 0 to block 1 with __threadfence_block(): a
// block-scope fence does not order anything for a thread of another block,
// so the consumer's read of the plain 'data' races with the producer's
// write even when it sees the flag.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void mp(int *data, int *flag) {
  if (blockIdx.x == 0) {
    *data = 42;
    __threadfence_block();
    atomicExch(flag, 1);
  } else {
    if (atomicAdd(flag, 0) == 1) {
      __threadfence_block();
      int r = *data;
      assert(r == 42);
    }
  }
}
