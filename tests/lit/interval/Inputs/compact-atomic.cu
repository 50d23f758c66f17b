//--blockDim=32 --gridDim=4 --buffer out=128 --buffer count=1
// Stream compaction through an atomic counter: each thread claims a slot
// with atomicAdd and writes its index there. The slot depends on the order
// of the atomics (the result flows into an address), so the lock-step run
// is one of many orders: not exact.

#include <cuda_runtime.h>

__global__ void compact(int *out, int *count) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int slot = atomicAdd(count, 1);
  out[slot] = gid;
}
