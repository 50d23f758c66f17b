//--blockDim=2 --gridDim=2 --buffer count=1 --buffer largest=1
//expect: heterogeneous-race
// Two counters shared by the whole grid, updated with block-scope legacy
// atomics: the scope of atomicAdd_block/atomicMax_block includes only the
// threads of the issuing block, so the updates of the two blocks race.
// Repair: widen both to device scope (the unsuffixed atomics).

#include <cuda_runtime.h>

__global__ void tally(const int *in, int *count, int *largest) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v >= 0)
    atomicAdd_block(count, 1);
  atomicMax_block(largest, v);
}

// CHECK-FIXES: {{^}}    atomicAdd(count, 1);{{$}}
// CHECK-FIXES: {{^}}  atomicMax(largest, v);{{$}}
