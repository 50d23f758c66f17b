// PUG's first example: each thread adds b to its own element.
//expect: safe
#define N 1024
__global__ void add(int *a, int b) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N)
    a[idx] = a[idx] + b;
}
