//--blockDim=2 --gridDim=2 --buffer visited=1 --buffer leaders=1
//expect: heterogeneous-race
// A macro spells the block-scope atomic that both counters use, and every
// block updates the same counters. Repair: one edit, in the macro's
// definition; its uses stay as they are.

#include <cuda_runtime.h>

#define BUMP(p) atomicAdd_block((p), 1)

__global__ void census(int *visited, int *leaders) {
  BUMP(visited);
  if (threadIdx.x == 0)
    BUMP(leaders);
}

// CHECK-FIXES: {{^}}#define BUMP(p) atomicAdd((p), 1){{$}}
// CHECK-FIXES: {{^}}  BUMP(visited);{{$}}
// CHECK-FIXES: {{^}}    BUMP(leaders);{{$}}
