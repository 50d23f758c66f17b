//--blockDim=4 --gridDim=2 --buffer in=10 --buffer out=8
//expect: data-race
// A three-point stencil that stages its block's inputs and the two halo
// elements in shared memory (the first and the last thread of the block
// load a halo element each), with the barrier before the reads left out:
// three races (the left halo, the right halo, and the neighbours'
// elements), ordered by one __syncthreads().

#include <cuda_runtime.h>

__global__ void stencil(const int *in, int *out) {
  __shared__ int s[6];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x + 1] = in[g + 1];
  if (threadIdx.x == 0)
    s[0] = in[g];
  if (threadIdx.x == blockDim.x - 1)
    s[blockDim.x + 1] = in[g + 2];
  out[g] = s[threadIdx.x] + s[threadIdx.x + 1] + s[threadIdx.x + 2];
}

// CHECK-FIXES: {{^}}    s[blockDim.x + 1] = in[g + 2];{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  out[g] = s[threadIdx.x] + s[threadIdx.x + 1] + s[threadIdx.x + 2];{{$}}
