//--blockDim=1 --gridDim=2 --buffer counter=1
//expect: heterogeneous-race
// __nv_atomic_fetch_add with __NV_THREAD_SCOPE_BLOCK on a global counter
// shared by two blocks.

#include <cuda_runtime.h>

__global__ void count(unsigned *counter) {
  __nv_atomic_fetch_add(counter, 1u, __NV_ATOMIC_RELAXED,
                        __NV_THREAD_SCOPE_BLOCK);
}
