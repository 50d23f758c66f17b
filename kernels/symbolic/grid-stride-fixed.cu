// A grid-stride loop at a launch fixed by __requires (4 blocks of 256
// threads): thread g handles y[g], y[g + 1024], ...; the stride invariant
// with a constant step proves the elements of two threads distinct.
//expect: safe
__global__ void scale(unsigned n, int *y) {
  __requires(blockDim.x == 256 && gridDim.x == 4);
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = 2 * y[i];
}
