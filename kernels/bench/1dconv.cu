//--blockDim=2 --gridDim=2 --buffer in=4 --buffer out=4
//expect: heterogeneous-race
// 1dconv (GPUMC Table 2, our small shape (2,2)): a one-dimensional
// convolution of radius 1. Each thread publishes its input element with a
// seq_cst store, copies it into its block's shared tile, synchronises its
// block, then sums its three neighbours, reading the tile within the block
// and the input (seq_cst, device scope) across the block boundary; it
// writes its output (seq_cst, device scope). GPUMC's bug: the input store
// is block-scoped, so a neighbour in the other block reads it with a
// device-scoped load that is not scope-inclusive: a heterogeneous race.
// 1dconv-fixed.cu stores at device scope. kernels/c11/gpumc/1dconv.c is
// the same program in GPUMC's C format.
#include <cuda/atomic>

using blk = cuda::atomic_ref<int, cuda::thread_scope_block>;
using dev = cuda::atomic_ref<int, cuda::thread_scope_device>;

__global__ void conv1d(int *in, int *out) {
  __shared__ int tile[2];
  int tid = threadIdx.x, n = gridDim.x * blockDim.x;
  int gid = blockIdx.x * blockDim.x + tid;
  blk(in[gid]).store(gid + 1);
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
