// Even and odd threads wait at different barriers (thesis Fig. 2.5(a)).
//expect: barrier-divergence
__global__ void k(int *a) {
  if ((threadIdx.x % 2) == 0)
    __syncthreads();
  else
    __syncthreads();
}
