//--blockDim=2 --gridDim=1 --args-default=3 --arg m=3 --buffer a=2
//expect: assertion
// Scalar parameters from the launch line: n and k get --args-default=3, m
// gets --arg m=3; the assertion on k fails.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void params(int *a, int n, unsigned m, int k) {
  if (n == (int)m)
    a[threadIdx.x] = n;
  assert(k != 3);
}
