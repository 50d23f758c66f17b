//--blockDim=64 --gridDim=4 --arg n=256
//expect: safe
// The 1D stencil of the "CUDA C/C++ basics" tutorial: each block stages its
// elements and a halo of RADIUS on each side in shared memory.
#include <stdio.h>
#include <stdlib.h>

#define RADIUS 3
#define BLOCK_SIZE 64

__global__ void stencil_1d(const int *in, int *out, int n) {
  __shared__ int temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = gindex < n ? in[gindex + RADIUS] : 0;
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[gindex];
    temp[lindex + BLOCK_SIZE] =
        gindex + BLOCK_SIZE < n ? in[gindex + RADIUS + BLOCK_SIZE] : 0;
  }
  __syncthreads();
  int result = 0;
  for (int offset = -RADIUS; offset <= RADIUS; offset++)
    result += temp[lindex + offset];
  if (gindex < n)
    out[gindex] = result;
}

void fill_ints(int *x, int n) {
  for (int i = 0; i < n; ++i)
    x[i] = 1;
}

int main(void) {
  const int N = 1 << 12;
  int *in, *out, *d_in, *d_out;
  int size = (N + 2 * RADIUS) * sizeof(int);
  in = (int *)malloc(size);
  fill_ints(in, N + 2 * RADIUS);
  out = (int *)malloc(size);
  cudaMalloc((void **)&d_in, size);
  cudaMalloc((void **)&d_out, size);
  cudaMemcpy(d_in, in, size, cudaMemcpyHostToDevice);
  stencil_1d<<<N / BLOCK_SIZE, BLOCK_SIZE>>>(d_in, d_out, N);
  cudaMemcpy(out, d_out, size, cudaMemcpyDeviceToHost);
  int errors = 0;
  for (int i = 0; i < N; ++i)
    errors += out[i] != 2 * RADIUS + 1;
  printf("%d errors\n", errors);
  free(in);
  free(out);
  cudaFree(d_in);
  cudaFree(d_out);
  return errors != 0;
}
