//--blockDim=2 --gridDim=2 --buffer in=4 --buffer out=4
//expect: safe executions=3
// 1dconv-fixed (GPUMC Table 2, shape (2,2)): 1dconv.cu with the input
// published at device scope. Two loads cross the block boundary: thread 1
// of block 0 stores in[1] and loads in[2], thread 0 of block 1 stores
// in[2] and loads in[1], all seq_cst: SB, where both loads seeing the
// initial 0 is an SC cycle. 4 - 1 = 3 executions, no race (every other
// access is ordered by the block's barrier or is thread-local).
// kernels/c11/gpumc/1dconv-fixed.c is the same program in GPUMC's format.
#include <cuda/atomic>

using blk = cuda::atomic_ref<int, cuda::thread_scope_block>;
using dev = cuda::atomic_ref<int, cuda::thread_scope_device>;

__global__ void conv1d(int *in, int *out) {
  __shared__ int tile[2];
  int tid = threadIdx.x, n = gridDim.x * blockDim.x;
  int gid = blockIdx.x * blockDim.x + tid;
  dev(in[gid]).store(gid + 1);
  tile[tid] = gid + 1;
  __syncthreads();
  int sum = 0;
  for (int k = -1; k <= 1; k++) {
    int j = tid + k, g = gid + k, v = 0;
    if (j >= 0 && j < (int)blockDim.x)
      v = tile[j];
    else if (g >= 0 && g < n)
      v = dev(in[g]).load();
    sum += v * (k + 2);
  }
  dev(out[gid]).store(sum);
}
