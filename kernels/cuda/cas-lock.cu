//--blockDim=1 --gridDim=2 --buffer lock=1 --buffer counter=1
//expect: safe
// A spin lock across blocks with atomicCAS and atomicExch (relaxed, device
// scope) and __threadfence() on both sides of the critical section: the
// fences synchronise through the lock, so the plain increments of the
// counter do not race.

#include <cuda_runtime.h>

__global__ void locked(int *lock, int *counter) {
  while (atomicCAS(lock, 0, 1) != 0)
    ;
  __threadfence();
  *counter += 1;
  __threadfence();
  atomicExch(lock, 0);
}
