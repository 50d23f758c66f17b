//--blockDim=4 --gridDim=1 --buffer a=4 --arg b=1
//expect: out-of-bounds
// PUG's kernel1 (section 1) as printed in the paper: each element becomes
// its predecessor plus b, through a shared copy and a barrier. There is no
// race, but thread 0 reads a[idx - 1] = a[-1], before the buffer.

#include <cuda_runtime.h>

#define N 4

__global__ void kernel1(int *a, int b) {
  __shared__ int temp[N];
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N)
    temp[idx] = a[idx - 1] + b;
  __syncthreads(); // A barrier
  if (idx < N)
    a[idx] = temp[idx];
}
