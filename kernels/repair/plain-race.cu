//--blockDim=2 --gridDim=2 --buffer out=1
//expect: data-race
// Not repairable: the first thread of every block writes out[0] with a
// plain store, and no atomic or fence is involved. Both racing accesses
// are non-atomic, and no wider scope orders them: the fix (one writer, or
// an atomic) is a design decision that repair does not make for the user.
// `scopecheck repair` reports the race with the reason, leaves the text
// as it is and exits 1.

#include <cuda_runtime.h>

__global__ void last_writer(int *out) {
  if (threadIdx.x == 0)
    out[0] = blockIdx.x;
}
