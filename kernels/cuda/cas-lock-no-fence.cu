//--blockDim=1 --gridDim=2 --buffer lock=1 --buffer counter=1
//expect: data-race
// cas-lock.cu without the fences: the lock's relaxed atomics order
// nothing else, so the plain increments of the counter race.

#include <cuda_runtime.h>

__global__ void locked(int *lock, int *counter) {
  while (atomicCAS(lock, 0, 1) != 0)
    ;
  *counter += 1;
  atomicExch(lock, 0);
}
