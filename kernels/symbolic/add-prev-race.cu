// PUG: a[idx] = a[idx-1] + b races between adjacent threads.
//expect: data-race
#define N 1024
__global__ void add(int *a, int b) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx > 0 && idx < N)
    a[idx] = a[idx - 1] + b;
}
