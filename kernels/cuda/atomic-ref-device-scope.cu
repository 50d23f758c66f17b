//--blockDim=1 --gridDim=2 --buffer counter=1
//expect: safe
// atomic-ref-block-scope.cu with thread_scope_device.

#include <cuda/atomic>

__global__ void count(int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
  c.fetch_add(1, cuda::memory_order_relaxed);
}
