// A call that matches none of the model's overloads: Clang's notes point
// into the model headers (precompiled-header.test).
#include <cuda_runtime.h>
__global__ void k(int *p) {
  int x = __shfl_sync(0xffffffff, p[threadIdx.x], 0, 3, 7);
  p[threadIdx.x + 1] = x;
}
