//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: safe
// Message passing across blocks with relaxed device-scope atomic_ref
// accesses and cuda::atomic_thread_fence(release/acquire, device scope).

#include <assert.h>
#include <cuda/atomic>

__global__ void mp(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0) {
    *data = 7;
    cuda::atomic_thread_fence(cuda::memory_order_release,
                              cuda::thread_scope_device);
    f.store(1, cuda::memory_order_relaxed);
  } else if (f.load(cuda::memory_order_relaxed) == 1) {
    cuda::atomic_thread_fence(cuda::memory_order_acquire,
                              cuda::thread_scope_device);
    assert(*data == 7);
  }
}
