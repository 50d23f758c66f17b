//--blockDim=32 --gridDim=1
//expect: data-race
// Bug: two phases over the same shared buffer inside one warp with the
// warp barrier between them missing: phase 2's writes race with phase 1's
// reads of the neighbours' slots.
__global__ void twoPhases(int *out) {
  __shared__ int buf[32];
  int lane = threadIdx.x;
  buf[lane] = lane;
  __syncwarp();
  int left = buf[(lane + 31) % 32];
  // __syncwarp() missing here
  buf[lane] = left * 2;
  __syncwarp();
  out[lane] = buf[(lane + 1) % 32];
}
