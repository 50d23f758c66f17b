//--blockDim=4 --gridDim=1 --buffer label=4
//expect: safe executions=1
// Prefix-minimum by relaxation in shared memory: each round every thread
// takes its left neighbour's label if it is smaller, and the block goes on
// while some thread changed its label (__syncthreads_or, the loop
// condition every thread evaluates to the same value). The barrier between
// the reads of a round and its writes keeps the rounds race-free. Starting
// from 3 0 2 4 it takes three rounds; the assertion checks the result.
#include <assert.h>

__global__ void prefixMin(int *label) {
  __shared__ int s[4];
  unsigned t = threadIdx.x;
  s[t] = (t * 7 + 3) % 5;
  __syncthreads();
  int changed;
  int rounds = 0;
  do {
    int mine = s[t];
    int left = t > 0 ? s[t - 1] : mine;
    __syncthreads();
    changed = left < mine;
    if (changed)
      s[t] = left;
    ++rounds;
  } while (__syncthreads_or(changed));
  assert(s[t] == (t == 0 ? 3 : 0));
  assert(rounds == 3);
  label[t] = s[t];
}
