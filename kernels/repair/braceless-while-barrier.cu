//--blockDim=32 --gridDim=1 --buffer in=32 --buffer out=32
//expect: data-race
// An inclusive scan (Hillis-Steele) with braceless bodies throughout: the
// loop body is one `if` whose branches are single statements. Each step
// reads a neighbour's partial sum that the neighbour overwrites in the same
// step; the barrier goes at the end of the while loop's body, which gets
// braces, and the `else` keeps its own braceless branch.

#include <cuda_runtime.h>

__global__ void scan32(const int *in, int *out) {
  __shared__ int a[32], b[32];
  int t = threadIdx.x;
  int base = blockIdx.x * 32;
  a[t] = in[base + t];
  __syncthreads();
  int d = 1;
  bool toB = true;
  while (d < 32)
    if (toB)
      b[t] = t >= d ? a[t] + a[t - d] : a[t], toB = false, d *= 2;
    else
      a[t] = t >= d ? b[t] + b[t - d] : b[t], toB = true, d *= 2;
  out[base + t] = toB ? a[t] : b[t];
}

// CHECK-FIXES: {{^}}  while (d < 32) {{[{]}}{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (toB){{$}}
// CHECK-FIXES-NEXT: {{^}}      b[t] = t >= d ? a[t] + a[t - d] : a[t], toB = false, d *= 2;{{$}}
// CHECK-FIXES-NEXT: {{^}}    else{{$}}
// CHECK-FIXES-NEXT: {{^}}      a[t] = t >= d ? b[t] + b[t - d] : b[t], toB = true, d *= 2;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
