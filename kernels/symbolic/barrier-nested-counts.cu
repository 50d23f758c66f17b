// The same barrier, reached in different iterations (thesis Fig. 2.5(b)).
//expect: barrier-divergence
__global__ void k(int *a) {
  unsigned tid = threadIdx.x;
  int x = (tid == 0) ? 1 : 4;
  int y = (tid == 0) ? 4 : 1;
  for (int i = 0; i < x; i++)
    for (int j = 0; j < y; j++)
      __syncthreads();
}
