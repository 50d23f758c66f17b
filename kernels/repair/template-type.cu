//--blockDim=1 --gridDim=2 --buffer hits=1 --buffer seen=2
//expect: data-race
// Not repairable: a kernel template whose racing plain read has the
// template parameter's type. Block 0 counts with atomicAdd, block 1 reads
// the counter with a plain load. Making that load a cuda::atomic_ref<T, …>
// access would change every instantiation of the template, not only the
// one checked, so repair reports the race with the reason and exits 1.

#include <cuda_runtime.h>

template <typename T> __global__ void snapshot(T *hits, T *seen) {
  if (blockIdx.x == 0)
    atomicAdd(hits, (T)1);
  else
    seen[1] = *hits;
}

template __global__ void snapshot<int>(int *, int *);
