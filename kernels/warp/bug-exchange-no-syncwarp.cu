//--blockDim=32 --gridDim=1
//expect: data-race
// Bug: lanes exchange values through shared memory inside a warp without
// __syncwarp between the write and the read. Under independent thread
// scheduling lane 0 may read s[1] before lane 1 wrote it.
__global__ void exchange(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = s[(threadIdx.x + 1) % 32];
}
