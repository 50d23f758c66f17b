//--blockDim=128 --gridDim=4 --buffer in=512 --buffer bins=16
//expect: data-race
// The shared-memory histogram of issue 15 on 512 threads, with the
// barrier after zeroing the bins left out: thread t < 16 zeroes local[t]
// while other threads already add to it with atomicAdd_block. Making the
// zeroing store atomic would remove the race report but still lose counts
// (an add before the reset is wiped out): the fix is the barrier. Repair:
// one __syncthreads() after the zeroing; the interval engine checks and
// re-checks the 512 threads.

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
