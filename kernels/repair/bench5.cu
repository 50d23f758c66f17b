//--blockDim=1 --gridDim=3 --buffer a=1 --buffer b=1 --buffer c=1
//expect: heterogeneous-race
// Table 4 "bench5" shape: one thread per block (the paper's grid is 5,1).
// Each counter is updated by two blocks, once with a block-scope atomic
// and once with a device- or system-scope one. Three races, three edits:
// only the narrower side of each pair is widened, and only to device
// scope (system scope is never needed inside one grid); the device and
// system atomics stay as they are.

#include <cuda_runtime.h>

__global__ void bench5(int *a, int *b, int *c) {
  switch (blockIdx.x) {
  case 0:
    atomicAdd(a, 1);
    atomicAdd_system(b, 1);
    break;
  case 1:
    atomicAdd_block(a, 1);
    atomicAdd_block(c, 1);
    break;
  default:
    atomicAdd_block(b, 1);
    atomicAdd(c, 1);
    break;
  }
}

// CHECK-FIXES: {{^}}  case 0:{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd(a, 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd_system(b, 1);{{$}}
// CHECK-FIXES: {{^}}  case 1:{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd(a, 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd(c, 1);{{$}}
// CHECK-FIXES: {{^}}  default:{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd(b, 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd(c, 1);{{$}}
