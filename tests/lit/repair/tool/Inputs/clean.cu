//--blockDim=2 --gridDim=2
#include <cuda/atomic>

// Already correct: device-scope atomics across blocks.
__global__ void k(int *a) {
  atomicAdd(&a[0], 1);   /* keep */
  cuda::atomic_ref<int, cuda::thread_scope_device>(a[1]).fetch_add(1);
}
