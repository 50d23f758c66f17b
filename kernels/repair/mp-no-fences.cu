//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1 --buffer out=2
//expect: data-race
// Message passing from block 0 to block 1 through a relaxed atomic flag
// (atomicExch, read with atomicAdd of 0), with no fence on either side:
// the consumer may see the flag and still read stale data (a data race on
// 'data'). Making 'data' atomic would hide the race but not order it.
// Repair: __threadfence() after the data write and before the flag write,
// and after the flag read and before the data read.

#include <cuda_runtime.h>

__global__ void message(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    *data = 42;
    atomicExch(flag, 1);
  } else if (atomicAdd(flag, 0) == 1) {
    out[blockIdx.x] = *data;
  }
}

// CHECK-FIXES: {{^}}    *data = 42;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicExch(flag, 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}  } else if (atomicAdd(flag, 0) == 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    out[blockIdx.x] = *data;{{$}}
