//--blockDim=32 --gridDim=1
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
// Grouping by key with __match_any_sync: lanes with equal keys (lane % 4)
// get the same peer mask; the lowest lane of each group (the leader) adds
// the group's size with one atomic.
__global__ void groupByKey(int *counts) {
  int lane = threadIdx.x;
  int key = lane % 4;
  unsigned peers = __match_any_sync(0xffffffff, key);
  assert(peers == (0x11111111u << key));
  int leader = lowestLane(peers);
  if (lane == leader)
    atomicAdd(&counts[key], popcount(peers));
  int pred = 0;
  unsigned all = __match_all_sync(0xffffffff, key, &pred);
  assert(all == 0 && pred == 0);
  unsigned same = __match_all_sync(0xffffffff, 7, &pred);
  assert(same == 0xffffffffu && pred == 1);
}
