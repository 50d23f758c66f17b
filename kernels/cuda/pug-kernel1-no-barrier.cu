//--blockDim=4 --gridDim=1 --arg b=1
//expect: data-race
// PUG's kernel1 without its barrier: thread t + 1 reads a[t] while thread
// t writes it (section 1). (The buffer is unbounded here, so thread 0's
// a[-1] is not checked.)

#include <cuda_runtime.h>

#define N 4

__global__ void kernel1(int *a, int b) {
  __shared__ int temp[N];
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N)
    temp[idx] = a[idx - 1] + b;
  if (idx < N)
    a[idx] = temp[idx];
}
