//--blockDim=8 --gridDim=1 --buffer in=8 --buffer out=1
//expect: safe
// Barrier removal (repair --remove-barriers): a tree reduction with an
// extra barrier at the top of the loop body. The barrier at the end of the
// body already orders each step with the next, and the one before the
// loop the loads with the first step: the extra barrier orders nothing
// more and is deleted; the other two stay (deleting either one brings a
// race back).

#include <cuda_runtime.h>

__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[8];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    __syncthreads();
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    *out = sdata[0];
}

// CHECK-FIXES: {{^}}  sdata[tid] = in[tid];{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (tid < s){{$}}
// CHECK-FIXES-NEXT: {{^}}      sdata[tid] += sdata[tid + s];{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
