//--blockDim=1 --gridDim=2 --buffer counter=1
//expect: heterogeneous-race
// Clang's __scoped_atomic_fetch_add with __MEMORY_SCOPE_WRKGRP (block
// scope) on a global counter shared by two blocks.

#include <cuda_runtime.h>

__global__ void count(int *counter) {
  __scoped_atomic_fetch_add(counter, 1, __ATOMIC_RELAXED,
                            __MEMORY_SCOPE_WRKGRP);
}
