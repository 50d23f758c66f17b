//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1 --buffer out=2 --volatile=relaxed
//expect: data-race
// Legacy message passing through a volatile flag, checked with
// --volatile=relaxed (PTX's reading of volatile: relaxed system-scope
// accesses, so the flag itself does not race). Without fences the consumer
// may see the flag and read stale data. Repair: a __threadfence() on each
// side; the flag stays volatile (under CUDA C++'s reading, the default,
// volatile is not atomic and the flag races too: that needs atomics, a
// design decision repair does not make for volatile accesses).

#include <cuda_runtime.h>

__global__ void message(int *data, volatile int *flag, int *out) {
  if (blockIdx.x == 0) {
    *data = 42;
    *flag = 1;
  } else {
    while (*flag == 0) {
    }
    out[blockIdx.x] = *data;
  }
}

// CHECK-FIXES: {{^}}    *data = 42;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    *flag = 1;{{$}}
// CHECK-FIXES: {{^}}    __threadfence();{{$}}
// CHECK-FIXES-NEXT: {{^}}    out[blockIdx.x] = *data;{{$}}
