//--blockDim=4 --gridDim=1 --arg n=3 --buffer a=3
//expect: safe
// && short-circuits: a[i] is not read when i < n is false, so thread 3
// does not access a[3] past the end of the buffer.

#include <cuda_runtime.h>

__global__ void guard(int *a, int n) {
  int i = threadIdx.x;
  if (i < n && a[i] > 0)
    a[i] = 0;
}
