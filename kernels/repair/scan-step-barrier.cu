//--blockDim=8 --gridDim=1 --buffer in=8 --buffer out=8
//expect: data-race
// Hillis-Steele inclusive scan in shared memory with the barrier at the
// end of each step left out: a thread's update of s[tid] races with the
// next step's read of it by thread tid + 2 off (across iterations), and
// the last step with the final copy. Repair: one __syncthreads() at the
// end of the loop body.

#include <cuda_runtime.h>

__global__ void scan(const int *in, int *out) {
  __shared__ int s[8];
  unsigned tid = threadIdx.x;
  s[tid] = in[tid];
  __syncthreads();
  for (unsigned off = 1; off < blockDim.x; off *= 2) {
    int t = tid >= off ? s[tid - off] : 0;
    __syncthreads();
    s[tid] += t;
  }
  out[tid] = s[tid];
}

// CHECK-FIXES: {{^}}    s[tid] += t;{{$}}
// CHECK-FIXES-NEXT: {{^}}    __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
