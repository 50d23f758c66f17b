//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: data-race
// mp-release-acquire.cu with relaxed orders: seeing the flag does not make
// the write of 'data' happen before the read.

#include <assert.h>
#include <cuda/atomic>

__global__ void mp(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0) {
    *data = 42;
    f.store(1, cuda::memory_order_relaxed);
  } else if (f.load(cuda::memory_order_relaxed) == 1) {
    assert(*data == 42);
  }
}
