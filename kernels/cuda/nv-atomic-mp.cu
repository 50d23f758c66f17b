//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: safe
// Message passing across blocks with CUDA 12.8's __nv_atomic_store_n
// (release) and __nv_atomic_load_n (acquire) at device scope.

#include <assert.h>
#include <cuda_runtime.h>

__global__ void mp(int *data, int *flag) {
  if (blockIdx.x == 0) {
    *data = 42;
    __nv_atomic_store_n(flag, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
  } else if (__nv_atomic_load_n(flag, __NV_ATOMIC_ACQUIRE,
                                __NV_THREAD_SCOPE_DEVICE) == 1) {
    assert(*data == 42);
  }
}
