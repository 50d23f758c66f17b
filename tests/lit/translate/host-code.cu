// A complete program: host code, runtime calls and a <<<>>> launch parse and
// are ignored; the kernel is translated.
// RUN: %scopecheck ir %s --blockDim=64 --gridDim=2 --buffer d=128 | FileCheck %s
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#include <iostream>

// CHECK: global @d : i32[128];
// CHECK: proc @inc(d : ptr) {
__global__ void inc(int *d) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  d[i] = d[i] + 1;
  // CHECK: [[V:t[.0-9]*]] = load.na i32 d[zext.i64(i)] !14:10;
  // CHECK: store.na i32 d[zext.i64(i)], [[V]] + 1 !14:3;
  assert(d[i] > 0);
  // CHECK: assert {{.*}}, "d[i] > 0" !17:3;
}
// CHECK: launch kernel @inc grid [2,1,1] block [64,1,1] (@d);

int main(int argc, char **argv) {
  int *h = (int *)malloc(128 * sizeof(int));
  int *d;
  cudaMalloc(&d, 128 * sizeof(int));
  cudaMemcpy(d, h, 128 * sizeof(int), cudaMemcpyHostToDevice);
  inc<<<2, 64>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess)
    printf("error: %s\n", cudaGetErrorString(e));
  cudaMemcpy(h, d, 128 * sizeof(int), cudaMemcpyDeviceToHost);
  std::cout << h[0] << "\n";
  cudaFree(d);
  free(h);
  return 0;
}
