//--blockDim=64 --gridDim=1
//expect: safe
#include <assert.h>
// __popc and __ffs are not modelled yet: counted by hand.
__device__ int popcount(unsigned x) {
  int n = 0;
  for (int i = 0; i < 32; ++i)
    n += (x >> i) & 1;
  return n;
}
__device__ int lowestLane(unsigned x) {
  for (int i = 0; i < 32; ++i)
    if ((x >> i) & 1)
      return i;
  return -1;
}
// Stream compaction with __ballot_sync and __popc: each lane with an odd
// input writes it to the slot given by the number of odd lanes below it,
// after the previous warp's count; no two lanes write the same slot.
__global__ void compact(const int *in, int *out) {
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int x = threadIdx.x * 3;
  bool keep = x % 2 == 1;
  unsigned votes = __ballot_sync(0xffffffff, keep);
  assert(votes == 0xaaaaaaaau);
  int before = popcount(votes & ((1u << lane) - 1));
  if (keep)
    out[warp * 16 + before] = x;
}
