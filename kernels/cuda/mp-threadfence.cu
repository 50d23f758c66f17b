//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: safe
// Message passing from block 0 to block 1 with __threadfence(): the
// device-scope fences synchronise through the flag (the relaxed atomics
// between them), so when the consumer sees the flag it reads 42 and does
// not race.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void mp(int *data, int *flag) {
  if (blockIdx.x == 0) {
    *data = 42;
    __threadfence();
    atomicExch(flag, 1);
  } else {
    if (atomicAdd(flag, 0) == 1) {
      __threadfence();
      int r = *data;
      assert(r == 42);
    }
  }
}
