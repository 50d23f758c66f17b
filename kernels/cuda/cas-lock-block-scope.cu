//--blockDim=1 --gridDim=2 --buffer lock=1 --buffer counter=1
//expect: heterogeneous-race
// cas-lock.cu with the block-scope atomicCAS_block/atomicExch_block: the
// lock is shared by two blocks, whose block scopes do not include each
// other.

#include <cuda_runtime.h>

__global__ void locked(int *lock, int *counter) {
  while (atomicCAS_block(lock, 0, 1) != 0)
    ;
  __threadfence();
  *counter += 1;
  __threadfence();
  atomicExch_block(lock, 0);
}
