// A grid-stride loop that strides by the block size only: with two or more
// blocks, thread t of block 1 writes the element that thread t of block 0
// writes in its second iteration.
//expect: data-race
__global__ void scale(unsigned n, int *y) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x)
    y[i] = 2 * y[i];
}
