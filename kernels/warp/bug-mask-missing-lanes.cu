//--blockDim=16 --gridDim=1
//expect: barrier-divergence
// Bug: a block of 16 threads has a warp of 16 lanes; the full mask names
// lanes 16-31, which do not exist.
__global__ void small(int *out) {
  int v = __shfl_xor_sync(0xffffffff, (int)threadIdx.x, 1);
  out[threadIdx.x] = v;
}
