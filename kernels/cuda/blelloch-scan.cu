//--blockDim=4 --gridDim=1 --buffer out=8
//expect: safe
// Blelloch's work-efficient exclusive scan of 0, 1, ..., 7 by 4 threads
// (two elements each): an up-sweep and a down-sweep over a shared array,
// a barrier before every step. Each result is checked.

#include <assert.h>
#include <cuda_runtime.h>

#define N 8

__global__ void blelloch(int *out) {
  __shared__ int temp[N];
  int thid = threadIdx.x;
  int offset = 1;
  temp[2 * thid] = 2 * thid;
  temp[2 * thid + 1] = 2 * thid + 1;
  for (int d = N >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[N - 1] = 0;
  for (int d = 1; d < N; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  for (int k = 2 * thid; k < 2 * thid + 2; ++k) {
    assert(temp[k] == k * (k - 1) / 2);
    out[k] = temp[k];
  }
}
