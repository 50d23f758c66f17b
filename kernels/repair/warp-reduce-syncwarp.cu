//--blockDim=128 --gridDim=2 --buffer in=256 --buffer out=2
//expect: data-race
// A block reduction whose last warp finishes alone (the pattern of the
// CUDA samples' reduce4/reduce5), written for independent thread
// scheduling with a register per lane: the lanes of warp 0 pass partial
// sums through shared memory, but the __syncwarp() calls between the steps
// were left out. Under `if (tid < 32)` no __syncthreads() fits: warps 1-3
// never reach it, so the block would diverge. Every lane of warp 0 does
// reach the loop body (the condition splits the block at a multiple of 32,
// and the trip count is the same for all). Repair: two __syncwarp() in the
// loop body, one between the write of a lane's sum and its neighbour's
// read, one between that read and the next step's write.

__global__ void reduceWarpTail(const int *in, int *out) {
  __shared__ int s[128];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned n = blockDim.x / 2; n > 32; n >>= 1) {
    if (tid < n)
      s[tid] += s[tid + n];
    __syncthreads();
  }
  if (tid < 32) {
    int sum = s[tid] + s[tid + 32];
    for (int offset = 16; offset > 0; offset >>= 1) {
      s[tid] = sum;
      sum += s[tid + offset];
    }
    if (tid == 0)
      out[blockIdx.x] = sum;
  }
}

// CHECK-FIXES: {{^}}      s[tid] = sum;{{$}}
// CHECK-FIXES-NEXT: {{^}}      __syncwarp();{{$}}
// CHECK-FIXES-NEXT: {{^}}      sum += s[tid + offset];{{$}}
// CHECK-FIXES-NEXT: {{^}}      __syncwarp();{{$}}
// CHECK-FIXES-NEXT: {{^}}    }{{$}}
