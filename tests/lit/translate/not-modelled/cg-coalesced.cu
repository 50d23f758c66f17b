// Not modelled: cooperative groups' coalesced_threads() (the group of the
// lanes active at the call, which under independent thread scheduling may
// be any set of lanes containing the caller, like __activemask). The
// front-end says so at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}cg-coalesced.cu:[[#@LINE+8]]:29: error: cooperative group 'coalesced_group' (coalesced_threads() depends on the set of active lanes, like __activemask) is not supported
// CHECK: exit=2

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *counter, int *out) {
  if (threadIdx.x % 3 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    int prev = 0;
    if (g.thread_rank() == 0)
      prev = atomicAdd(counter, g.size());
    out[threadIdx.x] = g.shfl(prev, 0) + g.thread_rank();
  }
}
