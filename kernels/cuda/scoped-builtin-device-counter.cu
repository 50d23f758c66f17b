//--blockDim=1 --gridDim=2 --buffer counter=1
//expect: safe
// scoped-builtin-block-counter.cu with __MEMORY_SCOPE_DEVICE.

#include <cuda_runtime.h>

__global__ void count(int *counter) {
  __scoped_atomic_fetch_add(counter, 1, __ATOMIC_RELAXED,
                            __MEMORY_SCOPE_DEVICE);
}
