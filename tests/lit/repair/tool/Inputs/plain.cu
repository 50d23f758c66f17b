//--blockDim=2 --gridDim=1
// Two non-atomic writes of one block: not a scope bug.
__global__ void k(int *a) {
  a[0] = threadIdx.x;
}
