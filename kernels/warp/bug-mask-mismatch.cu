//--blockDim=32 --gridDim=1
//expect: barrier-divergence
// Bug: lanes of one __syncwarp pass different masks: lane 0 names lanes 0
// and 1, lane 1 names the whole warp.
__global__ void masks(int *out) {
  unsigned m = threadIdx.x == 0 ? 0x3u : 0xffffffffu;
  __syncwarp(m);
  out[threadIdx.x] = 1;
}
