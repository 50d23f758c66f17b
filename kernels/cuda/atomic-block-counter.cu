//--blockDim=1 --gridDim=2 --buffer counter=1
//expect: heterogeneous-race
// atomicAdd_block is atomic only within the block: two blocks
// incrementing the same global counter with it race (their scopes do not
// include each other's threads).

#include <cuda_runtime.h>

__global__ void count(int *counter) { atomicAdd_block(counter, 1); }
