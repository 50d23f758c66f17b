// A block-scope counter that the includer uses across blocks.
__device__ void bump(int *c) { atomicAdd_block(c, 1); }
