//--blockDim=2 --gridDim=1
//expect: barrier-divergence
// Chong's thesis, Figure 2.5(b): one syntactic barrier, but thread 0 runs
// the outer loop once and the inner loop four times while the others run
// the outer loop four times and the inner loop once per iteration.

#include <cuda_runtime.h>

__global__ void divergent() {
  unsigned tid = threadIdx.x;
  int x = (tid == 0) ? 1 : 4;
  int y = (tid == 0) ? 4 : 1;
  for (int i = 0; i < x; i++) {
    for (int j = 0; j < y; j++) {
      __syncthreads();
    }
  }
}
