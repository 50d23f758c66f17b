//--blockDim=1 --gridDim=2
#define BLOCK_SCOPE cuda::thread_scope_block
__global__ void k(unsigned *c, int *d) {
  atomicInc_block(c, 100u);
  __threadfence_block();
  atomicExch_block(d, 1);
}
