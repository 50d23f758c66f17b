//--blockDim=1 --gridDim=2
#include "bump.cuh"
__global__ void k(int *c) { bump(c); }
