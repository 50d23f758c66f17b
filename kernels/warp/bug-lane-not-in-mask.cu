//--blockDim=32 --gridDim=1
//expect: barrier-divergence
// Bug: every lane calls __ballot_sync with the mask of the lower half, so
// the calling lanes 16-31 are not in their own mask.
__global__ void vote(int *out) {
  unsigned b = __ballot_sync(0x0000ffff, threadIdx.x % 2);
  out[threadIdx.x] = b;
}
