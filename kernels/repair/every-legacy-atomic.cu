//--blockDim=1 --gridDim=2 --buffer s=9 --buffer u=2
//expect: heterogeneous-race
// Every legacy atomic with the _block suffix, on global memory that the two
// blocks share: each pair of updates of one element races, because a
// block-scope atomic does not include the threads of the other block.
// Repair: every call loses its suffix (device scope).

#include <cuda_runtime.h>

__global__ void every_atomic(int *s, unsigned *u) {
  int v = blockIdx.x + 1;
  atomicAdd_block(&s[0], v);
  atomicSub_block(&s[1], v);
  atomicExch_block(&s[2], v);
  atomicMin_block(&s[3], v);
  atomicMax_block(&s[4], v);
  atomicAnd_block(&s[5], v);
  atomicOr_block(&s[6], v);
  atomicXor_block(&s[7], v);
  atomicCAS_block(&s[8], 0, v);
  atomicInc_block(&u[0], 10u);
  atomicDec_block(&u[1], 10u);
}

// CHECK-FIXES: {{^}}  atomicAdd(&s[0], v);{{$}}
// CHECK-FIXES: {{^}}  atomicSub(&s[1], v);{{$}}
// CHECK-FIXES: {{^}}  atomicExch(&s[2], v);{{$}}
// CHECK-FIXES: {{^}}  atomicMin(&s[3], v);{{$}}
// CHECK-FIXES: {{^}}  atomicMax(&s[4], v);{{$}}
// CHECK-FIXES: {{^}}  atomicAnd(&s[5], v);{{$}}
// CHECK-FIXES: {{^}}  atomicOr(&s[6], v);{{$}}
// CHECK-FIXES: {{^}}  atomicXor(&s[7], v);{{$}}
// CHECK-FIXES: {{^}}  atomicCAS(&s[8], 0, v);{{$}}
// CHECK-FIXES: {{^}}  atomicInc(&u[0], 10u);{{$}}
// CHECK-FIXES: {{^}}  atomicDec(&u[1], 10u);{{$}}
