//--blockDim=4 --gridDim=1 --buffer label=4
//expect: data-race
// syncthreads-or-converge.cu without the barrier between the reads of a
// round and its writes: thread t reads s[t - 1] while thread t - 1 may
// be writing it. __syncthreads_or at the end of the round is a barrier too,
// but it does not separate a round's reads from the same round's writes.
#include <assert.h>

__global__ void prefixMin(int *label) {
  __shared__ int s[4];
  unsigned t = threadIdx.x;
  s[t] = (t * 7 + 3) % 5;
  __syncthreads();
  int changed;
  do {
    int mine = s[t];
    int left = t > 0 ? s[t - 1] : mine;
    changed = left < mine;
    if (changed)
      s[t] = left;
  } while (__syncthreads_or(changed));
  label[t] = s[t];
}
