// Thesis Fig. 3.9: j depends on the thread, the loop does not.
//expect: safe
__global__ void k(int n) {
  int i = 0, j;
  if (threadIdx.x < n)
    j = 1;
  else
    j = 2;
  while (i < n) {
    __syncthreads();
    j = j + 3;
    i = i + 4;
  }
}
