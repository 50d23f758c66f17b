//--blockDim=256 --gridDim=1024 --buffer in=262144 --buffer bins=256
//expect: heterogeneous-race
// The privatised histogram of histogram-512.cu on 262,144 threads (1,024
// blocks of 256) with 256 bins: the additions of the blocks' counts to the
// global bins use atomicAdd_block and race across blocks. Repair: widen
// that atomicAdd_block to device scope. Both checks run the interval
// engine (auto), which handles a launch of this size in seconds.

#include <cuda_runtime.h>

__global__ void histogram(const unsigned *in, unsigned *bins) {
  __shared__ unsigned local[256];
  if (threadIdx.x < 256)
    local[threadIdx.x] = 0;
  __syncthreads();
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
  atomicAdd_block(&local[v % 256], 1u);
  __syncthreads();
  if (threadIdx.x < 256)
    atomicAdd_block(&bins[threadIdx.x], local[threadIdx.x]);
}

// CHECK-FIXES: {{^}}  atomicAdd_block(&local[v % 256], 1u);{{$}}
// CHECK-FIXES: {{^}}    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);{{$}}
