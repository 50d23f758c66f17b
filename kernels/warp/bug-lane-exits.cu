//--blockDim=32 --gridDim=1 --arg n=20
//expect: barrier-divergence
// Bug: lanes past n return early, then the remaining lanes shuffle with the
// full mask, which names the lanes that exited.
__global__ void tail(int *out, int n) {
  if (threadIdx.x >= n)
    return;
  int v = threadIdx.x;
  v += __shfl_down_sync(0xffffffff, v, 1);
  out[threadIdx.x] = v;
}
