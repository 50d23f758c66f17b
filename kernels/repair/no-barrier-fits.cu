//--blockDim=8 --gridDim=1 --buffer in=8 --buffer out=8
//expect: data-race
// Not repairable by a barrier: only the first four threads stage and read
// the buffer, inside one thread-dependent branch, and each reads its
// neighbour's element. A __syncthreads() between the write and the read
// would be inside the branch, where the other four threads never arrive
// (barrier divergence); outside the branch it would not be between the
// two accesses. `scopecheck repair` reports the race with that reason,
// leaves the text as it is, and exits 1 (errors remain). (The fix is a
// design decision: move the write and the read out of the branch, or use
// __syncwarp() where the threads are one warp's.)

#include <cuda_runtime.h>

__global__ void neighbours(const int *in, int *out) {
  __shared__ int buf[4];
  if (threadIdx.x < 4) {
    buf[threadIdx.x] = in[threadIdx.x];
    out[threadIdx.x] = buf[(threadIdx.x + 1) % 4];
  }
}
