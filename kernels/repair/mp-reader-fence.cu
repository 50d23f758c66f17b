//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1 --buffer out=2
//expect: data-race
// Message passing from block 0 to block 1 through a relaxed atomic flag:
// the producer fences between the data and the flag, the consumer reads
// the data right after seeing the flag, with no fence. Repair: one
// __threadfence() on the consumer's side, after the flag read and before
// the data read.

#include <cuda_runtime.h>

__global__ void message(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    *data = 42;
    __threadfence();
    atomicExch(flag, 1);
  } else if (atomicAdd(flag, 0) == 1) {
    int r = *data;
    out[blockIdx.x] = r;
  }
}

// CHECK-FIXES: {{^}}  } else if (atomicAdd(flag, 0) == 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    int r = *data;{{$}}
