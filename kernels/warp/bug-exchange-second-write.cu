//--blockDim=32 --gridDim=1
//expect: data-race
// Bug: one __syncwarp orders the first writes before the reads, but the
// second write to s comes without a __syncwarp after the reads: lane 0's
// new write may overwrite s[0] before lane 31 read it.
__global__ void exchange(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  __syncwarp();
  int got = s[(threadIdx.x + 1) % 32];
  s[threadIdx.x] = got;
  out[threadIdx.x] = got;
}
