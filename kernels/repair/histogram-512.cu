//--blockDim=128 --gridDim=4 --buffer in=512 --buffer bins=16
//expect: heterogeneous-race
// A privatised histogram on 512 threads: every block counts its inputs in
// shared memory with block-scope atomics (right: the bins are the block's
// own), then its first 16 threads add the block's counts to the global
// bins, still with atomicAdd_block: the global bins are shared by the four
// blocks, whose additions race (a heterogeneous race). Repair: widen the
// second atomicAdd_block to device scope. The first check and the re-check
// run the interval engine (auto: no value that depends on the order of
// the atomics reaches control flow or an address), in well under a second.

#include <cuda_runtime.h>

__global__ void histogram(const unsigned *in, unsigned *bins) {
  __shared__ unsigned local[16];
  if (threadIdx.x < 16)
    local[threadIdx.x] = 0;
  __syncthreads();
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
  atomicAdd_block(&local[v % 16], 1u);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd_block(&bins[threadIdx.x], local[threadIdx.x]);
}

// CHECK-FIXES: {{^}}  atomicAdd_block(&local[v % 16], 1u);{{$}}
// CHECK-FIXES: {{^}}    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);{{$}}
