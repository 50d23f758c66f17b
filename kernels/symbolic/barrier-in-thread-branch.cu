// A barrier under a condition on the thread index: divergence.
//expect: barrier-divergence
__global__ void k(int *a) {
  __shared__ int s[1024];
  s[threadIdx.x] = a[threadIdx.x];
  if (threadIdx.x % 2 == 0)
    __syncthreads();
}
