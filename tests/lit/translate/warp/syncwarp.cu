// __syncwarp orders the lanes' writes before the neighbours' reads: safe
// (exit 0). Without it the exchange is a data race (exit 1), with the two
// accesses in the witness.
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SAFE
// SAFE: note: auto chose the interval engine
// SAFE: exit=0
// RUN: rm -rf %t && mkdir -p %t && sed 's/__syncwarp();//' %s > %t/nosync.cu
// RUN: sh -c '%scopecheck check %t/nosync.cu --blockDim=32 --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: nosync.cu:{{[0-9]+}}:{{[0-9]+}}: error: data race on 'a[{{[0-9]+}}]'
// RACE: exit=1

__global__ void k(int *a) {
  a[threadIdx.x] = 1;
  __syncwarp();
  a[threadIdx.x ^ 1] += 1;
}
