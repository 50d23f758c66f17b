__global__ void k(int *x) { x[threadIdx.x] = 1; }
