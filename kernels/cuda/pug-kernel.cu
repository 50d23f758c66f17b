//--blockDim=4 --gridDim=2 --buffer a=8 --arg b=1
//expect: safe
// PUG's first example (Li and Gopalakrishnan, FSE 2010, section 1): each
// thread adds b to its own element.

#include <cuda_runtime.h>

#define N 8

__global__ void kernel(int *a, int b) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N)
    a[idx] = a[idx] + b;
}
