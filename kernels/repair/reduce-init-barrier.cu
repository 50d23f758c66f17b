//--blockDim=8 --gridDim=2 --buffer in=16 --buffer out=2
//expect: data-race
// Tree reduction in shared memory with the barrier after the loads left
// out: the first iteration reads sdata[tid + s] before its owner stored
// it. Repair: one __syncthreads() between the loads and the loop, outside
// the loop (a barrier at the top of the loop body would also order the
// race, but runs in every iteration).

#include <cuda_runtime.h>

__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[8];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

// CHECK-FIXES: {{^}}  sdata[tid] = in[blockIdx.x * blockDim.x + tid];{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {{[{]}}{{$}}
