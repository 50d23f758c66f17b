//--blockDim=1 --gridDim=2 --buffer data=2 --buffer flag=1 --buffer out=4
//expect: data-race
// Message passing from block 0 to block 1 through a relaxed atomic flag:
// the consumer has its __threadfence() after reading the flag, the
// producer has none between its data writes and the flag write. Repair:
// one __threadfence(), on the producer's side, before the flag write
// (after both data writes: one fence orders both).

#include <cuda_runtime.h>

__global__ void message(int *data, int *flag, int *out) {
  if (blockIdx.x == 0) {
    data[0] = 1;
    data[1] = 2;
    atomicExch(flag, 1);
  } else if (atomicAdd(flag, 0) == 1) {
    __threadfence();
    out[2 * blockIdx.x] = data[0];
    out[2 * blockIdx.x + 1] = data[1];
  }
}

// CHECK-FIXES: {{^}}    data[1] = 2;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicExch(flag, 1);{{$}}
// CHECK-FIXES: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    out[2 * blockIdx.x] = data[0];{{$}}
