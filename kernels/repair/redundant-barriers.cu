//--blockDim=8 --gridDim=2 --buffer in=16 --buffer out=16
//expect: safe
// Barrier removal (repair --remove-barriers): a kernel that reverses its
// block's inputs through shared memory, with three barriers of which only
// the one between the write and the reversed read is needed: the first
// comes before any shared access, the last after the last one. Each
// barrier whose deletion leaves the kernel free of races and divergence
// is deleted, one at a time, each deletion re-checked. The kernel states
// the launches it is written for (__requires: blocks of at most 8
// threads), so the symbolic engine can prove the result for every launch
// of them.

#include <cuda_runtime.h>

__global__ void reverse(const int *in, int *out) {
  __requires(blockDim.x <= 8);
  __shared__ int s[8];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g] * 2;
  __syncthreads();
  s[threadIdx.x] = v;
  __syncthreads();
  int r = s[blockDim.x - 1 - threadIdx.x];
  __syncthreads();
  out[g] = r;
}

// CHECK-FIXES: {{^}}  int v = in[g] * 2;{{$}}
// CHECK-FIXES-NEXT: {{^}}  s[threadIdx.x] = v;{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  int r = s[blockDim.x - 1 - threadIdx.x];{{$}}
// CHECK-FIXES-NEXT: {{^}}  out[g] = r;{{$}}
