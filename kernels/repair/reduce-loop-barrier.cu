//--blockDim=8 --gridDim=2 --buffer in=16 --buffer out=2
//expect: data-race
// Tree reduction in shared memory with the barrier inside the loop left
// out: step s reads sdata[tid + s], which step 2s wrote in another thread
// (a race between loop iterations). Repair: one __syncthreads() at the
// end of the loop body (the trip count is the same for every thread of
// the block, so the body is reached by all of them).

#include <cuda_runtime.h>

__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[8];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

// CHECK-FIXES: {{^}}    if (tid < s){{$}}
// CHECK-FIXES-NEXT: {{^}}      sdata[tid] += sdata[tid + s];{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
