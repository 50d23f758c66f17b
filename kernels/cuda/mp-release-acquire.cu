//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: safe
// Message passing across blocks with a device-scope release store and an
// acquire load: when block 1 sees the flag, it sees the data.

#include <assert.h>
#include <cuda/atomic>

__global__ void mp(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0) {
    *data = 42;
    f.store(1, cuda::memory_order_release);
  } else if (f.load(cuda::memory_order_acquire) == 1) {
    assert(*data == 42);
  }
}
