//--blockDim=2 --gridDim=2 --buffer in=4 --buffer out=4
//expect: heterogeneous-race
// Table 4 "1dconv" shape: a one-dimensional convolution with a 3-tap mask,
// 2 blocks of 2 threads, in scatter form: each thread adds its input,
// weighted, into its own output and its two neighbours'. The outputs at the
// border between the blocks (out[1], out[2]) receive contributions from
// both blocks, accumulated with atomicAdd_block. One edit: the one
// accumulation.

#include <cuda_runtime.h>

__constant__ int mask[3] = {1, 2, 1};

__global__ void conv1d(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = blockDim.x * gridDim.x;
  for (int k = -1; k <= 1; ++k) {
    int j = i + k;
    if (j >= 0 && j < n)
      atomicAdd_block(&out[j], mask[k + 1] * in[i]);
  }
}

// CHECK-FIXES: {{^}}      atomicAdd(&out[j], mask[k + 1] * in[i]);{{$}}
