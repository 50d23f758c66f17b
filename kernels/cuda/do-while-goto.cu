//--blockDim=2 --gridDim=1 --buffer out=2
//expect: safe
// do/while and a forward goto (reducible control flow): each thread
// writes its own element.

#include <cuda_runtime.h>

__global__ void loops(int *out) {
  int i = 0, sum = 0;
  do {
    sum += i;
    if (sum > 10)
      goto done;
  } while (++i < 3);
done:
  out[threadIdx.x] = sum;
}
