//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: data-race
// atomic-thread-fence.cu with block-scope fences: they do not order
// anything for the other block, so 'data' races.

#include <assert.h>
#include <cuda/atomic>

__global__ void mp(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0) {
    *data = 7;
    cuda::atomic_thread_fence(cuda::memory_order_release,
                              cuda::thread_scope_block);
    f.store(1, cuda::memory_order_relaxed);
  } else if (f.load(cuda::memory_order_relaxed) == 1) {
    cuda::atomic_thread_fence(cuda::memory_order_acquire,
                              cuda::thread_scope_block);
    assert(*data == 7);
  }
}
