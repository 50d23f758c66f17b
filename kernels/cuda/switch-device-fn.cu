//--blockDim=4 --gridDim=1 --buffer out=4
//expect: safe
// A switch in an inlined device function, a struct and a vector type:
// every thread writes its own element.

#include <cuda_runtime.h>

struct Pair {
  int a, b;
};

__device__ int pick(int k, Pair p) {
  switch (k % 3) {
  case 0:
    return p.a;
  case 1:
    return p.b;
  default:
    break;
  }
  return p.a + p.b;
}

__global__ void kernel(int *out) {
  Pair p = {1, 2};
  int2 v = make_int2(threadIdx.x, 1);
  out[v.x] = pick(v.x, p) * v.y;
}
