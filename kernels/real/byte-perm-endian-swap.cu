//--blockDim=64 --gridDim=1 --arg n=64 --init in=random:3 --buffer in=64
//expect: safe
// Byte-swaps 32-bit words with __byte_perm (selector 0x0123) and checks the
// result against shifts and masks.
#include <assert.h>

__device__ unsigned swapShifts(unsigned x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

__global__ void bswap(const unsigned *in, unsigned *out, int n) {
  int i = threadIdx.x;
  if (i < n) {
    unsigned v = in[i];
    unsigned s = __byte_perm(v, 0, 0x0123);
    assert(s == swapShifts(v));
    out[i] = s;
  }
}
