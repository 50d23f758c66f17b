//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: data-race
// Message passing through a volatile flag without fences. Volatile is not
// atomic (CUDA C++): the flag's accesses race. Under --volatile=relaxed
// (PTX's reading) the flag is a relaxed system-scope atomic, but seeing it
// orders nothing, so the plain 'data' still races: a data race either way.

#include <cuda_runtime.h>

__global__ void mp(int *data, volatile int *flag) {
  if (blockIdx.x == 0) {
    *data = 1;
    *flag = 1;
  } else if (*flag == 1) {
    int r = *data;
    (void)r;
  }
}
