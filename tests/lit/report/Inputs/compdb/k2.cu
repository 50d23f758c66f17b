//--blockDim=4
// k2.cu's compile command (an "arguments" list) gives -isystem sys and
// --define-macro=SHIFT=1: each thread writes its neighbour's element
// after the barrier, reading its own before it: no race.
#include <twice.h>

__global__ void shift(int *out) {
  __shared__ int s[4];
  s[threadIdx.x] = twice(threadIdx.x);
  __syncthreads();
  out[threadIdx.x] = s[(threadIdx.x + SHIFT) % 4];
}
