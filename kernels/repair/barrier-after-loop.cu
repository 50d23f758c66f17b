//--blockDim=4 --gridDim=2 --buffer in=20 --buffer out=8
//expect: data-race
// A block stages a window of n + 2 inputs in shared memory with a
// block-stride loop (each thread copies elements tid, tid + 4, ...: the
// trip count depends on the thread), then every thread reads three staged
// elements, two of them staged by other threads. The barrier that the
// reads need cannot go inside the loop (not every thread runs every
// iteration: it would diverge); it goes after the loop, the nearest place
// every thread of the block reaches.

#include <cuda_runtime.h>

__global__ void stage(const int *in, int *out) {
  __shared__ int window[10];
  int base = blockIdx.x * blockDim.x;
  for (int i = threadIdx.x; i < blockDim.x + 2; i += blockDim.x)
    window[i] = in[base + i];
  int sum = window[threadIdx.x] + window[threadIdx.x + 1];
  out[base + threadIdx.x] = sum + window[threadIdx.x + 2];
}

// CHECK-FIXES: {{^}}    window[i] = in[base + i];{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  int sum = window[threadIdx.x] + window[threadIdx.x + 1];{{$}}
