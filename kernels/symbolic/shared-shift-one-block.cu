// PUG's kernel1 for one block (__requires): the barrier orders every read
// of a[idx-1] before the write of a[idx].
//expect: safe
#define N 1024
__global__ void shift(int *a, int b) {
  __shared__ int temp[N];
  __requires(gridDim.x == 1);
  int idx = threadIdx.x;
  if (idx > 0 && idx < N)
    temp[idx] = a[idx - 1] + b;
  __syncthreads();
  if (idx > 0 && idx < N)
    a[idx] = temp[idx];
}
