// A stencil that writes its result back into its input buffer: a thread
// reads in[g + 1] while the next thread writes it.
//expect: data-race
__global__ void stencil(int *a) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  a[g] = a[g] + a[g + 1];
}
