//--blockDim=4 --gridDim=1 --init src=5,0,7,9
//expect: safe
// The atomic aggregation of the CUDA programming guide (atomicAggInc):
// the lanes that call it together elect their first lane, which adds the
// group's size to the counter once; the others get the old value through
// the group's shuffle and add their rank. The active lanes (lanes 0, 2
// and 3 here: src[1] is 0) may execute coalesced_threads() in any
// partition under independent thread scheduling; both engines explore all
// of them (docs/memory-model.md "Active lanes"), and in each every lane
// gets a slot of its own. The slot (a value of the atomic) only reaches
// memory, so the interval engine's run is exact.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr) {
  cg::coalesced_group active = cg::coalesced_threads();
  int res = 0;
  if (active.thread_rank() == 0)
    res = atomicAdd(ctr, active.size());
  res = active.shfl(res, 0);
  return res + active.thread_rank();
}

__global__ void filter(int *slot, int *nres, const int *src) {
  int i = threadIdx.x;
  if (src[i] > 0)
    slot[i] = atomicAggInc(nres);
}
