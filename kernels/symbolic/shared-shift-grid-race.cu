// PUG's kernel1 on a grid: a block's first thread reads the element the
// previous block's last thread writes; barriers do not order blocks.
//expect: data-race
#define N 1024
__global__ void shift(int *a, int b) {
  __shared__ int temp[1024];
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx > 0 && idx < N)
    temp[threadIdx.x] = a[idx - 1] + b;
  __syncthreads();
  if (idx > 0 && idx < N)
    a[idx] = temp[threadIdx.x];
}
