//--blockDim=1 --gridDim=2 --buffer lock=1 --buffer count=1 --buffer items=2
//expect: heterogeneous-race
// A spin lock taken with atomicCAS_block and released with
// atomicExch_block, used by two blocks to append to a shared list. The
// fences are device-scope already, but the lock's own accesses are
// block-scope: the two blocks' CAS and exchange race, and the lock does not
// exclude anything. Repair: the CAS and the exchange to device scope.

#include <cuda_runtime.h>

__global__ void append(int *lock, int *count, int *items) {
  while (atomicCAS_block(lock, 0, 1) != 0)
    ;
  __threadfence();
  int slot = *count;
  items[slot] = blockIdx.x + 1;
  *count = slot + 1;
  __threadfence();
  atomicExch_block(lock, 0);
}

// CHECK-FIXES: {{^}}  while (atomicCAS(lock, 0, 1) != 0){{$}}
// CHECK-FIXES: {{^}}  int slot = *count;{{$}}
// CHECK-FIXES: {{^}}  atomicExch(lock, 0);{{$}}
