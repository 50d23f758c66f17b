//--blockDim=32 --gridDim=1
//expect: safe
#include <assert.h>
// The sm_80 warp reductions __reduce_{add,min,max,and,or,xor}_sync, signed
// and unsigned.
__global__ void reductions(int *out) {
  int lane = threadIdx.x;
  int s = lane - 16;
  assert(__reduce_add_sync(0xffffffff, s) == -16);
  assert(__reduce_min_sync(0xffffffff, s) == -16);
  assert(__reduce_max_sync(0xffffffff, s) == 15);
  unsigned u = (unsigned)s;
  assert(__reduce_min_sync(0xffffffff, u) == 0u);
  assert(__reduce_max_sync(0xffffffff, u) == 0xffffffffu);
  assert(__reduce_or_sync(0xffffffff, 1u << lane) == 0xffffffffu);
  assert(__reduce_and_sync(0xffffffff, 0xf0u | lane) == 0xf0u);
  assert(__reduce_xor_sync(0xffffffff, (unsigned)lane) == 0u);
  assert(__reduce_add_sync(0xffffffff, 1u) == 32u);
  out[lane] = s;
}
