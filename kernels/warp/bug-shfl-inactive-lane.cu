//--blockDim=32 --gridDim=1
//expect: undefined-value
// Bug: the lower half shuffles among itself (mask 0x0000ffff), but lane 15
// reads lane 16 with __shfl_down_sync by 1, which the mask does not name:
// the value it gets is undefined.
__global__ void lowerHalf(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16)
    v += __shfl_down_sync(0x0000ffff, v, 1);
  out[threadIdx.x] = v;
}
