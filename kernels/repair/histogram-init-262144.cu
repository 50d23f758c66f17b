//--blockDim=256 --gridDim=1024 --buffer in=262144 --buffer bins=16
//expect: data-race
// The shared-memory histogram with the barrier after zeroing the bins left
// out, on 262,144 threads (1,024 blocks of 256): the same repair as
// histogram-init-barrier.cu, one __syncthreads() after the zeroing, with
// the interval engine on every check.

#include <cuda_runtime.h>

__global__ void histogram(const unsigned *in, unsigned *bins) {
  __shared__ unsigned local[16];
  if (threadIdx.x < 16)
    local[threadIdx.x] = 0;
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
  atomicAdd_block(&local[v % 16], 1u);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

// CHECK-FIXES: {{^}}  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  atomicAdd_block(&local[v % 16], 1u);{{$}}
