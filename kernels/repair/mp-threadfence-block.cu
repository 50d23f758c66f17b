//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: heterogeneous-race
// Message passing from block 0 to block 1: the data is plain, the flag a
// block-scope atomic, and both sides order them with __threadfence_block().
// Neither the flag's scope nor the fences' include the other block: the two
// flag accesses race (heterogeneous), and so do the two accesses of 'data'
// (a data race: block-scope fences do not synchronise threads of different
// blocks). Repair: the flag atomics and both fences to device scope; the
// consumer's assertion then holds in every execution.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void message(int *data, int *flag) {
  if (blockIdx.x == 0) {
    *data = 42;
    __threadfence_block();
    atomicExch_block(flag, 1);
  } else if (atomicAdd_block(flag, 0) == 1) {
    __threadfence_block();
    int r = *data;
    assert(r == 42);
  }
}

// CHECK-FIXES: {{^}}    *data = 42;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicExch(flag, 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}  } else if (atomicAdd(flag, 0) == 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    int r = *data;{{$}}
