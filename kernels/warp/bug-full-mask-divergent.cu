//--blockDim=32 --gridDim=1
//expect: barrier-divergence
// Bug: a full-mask shuffle under a lane-dependent branch. Lanes 16-31 never
// reach the __shfl_down_sync that names them, so lanes 0-15 wait forever
// (undefined behaviour since Volta).
__global__ void halfShuffle(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16)
    v += __shfl_down_sync(0xffffffff, v, 1);
  out[threadIdx.x] = v;
}
