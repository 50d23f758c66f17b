//--blockDim=8 --gridDim=2 --buffer in=16 --buffer out=2
//expect: data-race
// Tree reduction in shared memory with both barriers left out. One
// barrier at the top of the loop body orders every race: the loads with
// the first step, and each step with the next (GPURepair's observation
// that one barrier can serve several races). Two barriers would be the
// textbook placement; one is the fewest.

#include <cuda_runtime.h>

__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[8];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

// CHECK-FIXES: {{^}}  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (tid < s){{$}}
