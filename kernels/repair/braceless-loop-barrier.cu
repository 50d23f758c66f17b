//--blockDim=16 --gridDim=2 --buffer in=32 --buffer out=2
//expect: data-race
// A tree reduction written the terse way, with a braceless loop body and
// without the barrier each step needs: the reads of step d race with the
// writes of step d / 2 of other threads. The barrier belongs at the end of
// the loop body, which has no braces: the repair adds them around the body
// and the barrier (a barrier inside the `if` would diverge).

#include <cuda_runtime.h>

__global__ void reduce16(const int *in, int *out) {
  __shared__ int s[16];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * 16 + t];
  __syncthreads();
  for (int d = 8; d > 0; d >>= 1)
    if (t < d)
      s[t] += s[t + d];
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// CHECK-FIXES: {{^}}  for (int d = 8; d > 0; d >>= 1) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (t < d){{$}}
// CHECK-FIXES-NEXT: {{^}}      s[t] += s[t + d];{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (t == 0){{$}}
