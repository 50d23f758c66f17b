//--blockDim=32 --gridDim=1
//expect: runtime-error
// Bug: a shuffle width of 12 is not a power of two; the result is
// undefined.
__global__ void width(int *out) {
  out[threadIdx.x] = __shfl_sync(0xffffffff, (int)threadIdx.x, 3, 12);
}
