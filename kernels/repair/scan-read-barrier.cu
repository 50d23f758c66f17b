//--blockDim=8 --gridDim=1 --buffer in=8 --buffer out=8
//expect: data-race
// Hillis-Steele inclusive scan in shared memory with the barrier between
// the read of the partner and the update left out: thread tid reads
// s[tid - off] while thread tid - off adds to it in the same step.
// Repair: one __syncthreads() between the read and the update, inside the
// loop.

#include <cuda_runtime.h>

__global__ void scan(const int *in, int *out) {
  __shared__ int s[8];
  unsigned tid = threadIdx.x;
  s[tid] = in[tid];
  __syncthreads();
  for (unsigned off = 1; off < blockDim.x; off *= 2) {
    int t = tid >= off ? s[tid - off] : 0;
    s[tid] += t;
    __syncthreads();
  }
  out[tid] = s[tid];
}

// CHECK-FIXES: {{^}}    int t = tid >= off ? s[tid - off] : 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}    s[tid] += t;{{$}}
