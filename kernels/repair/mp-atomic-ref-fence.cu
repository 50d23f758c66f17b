//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
//expect: heterogeneous-race
// Message passing across blocks written with libcu++: a block-scope
// cuda::atomic_ref flag and block-scope release/acquire fences around plain
// data. The scope argument of cuda::atomic_thread_fence and the template
// argument of the atomic_ref both have to become thread_scope_device.

#include <assert.h>
#include <cuda/atomic>

__global__ void message(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_block> f(*flag);
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

// CHECK-FIXES: {{^}}  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_thread_fence(cuda::memory_order_release,{{$}}
// CHECK-FIXES-NEXT: {{^}}                              cuda::thread_scope_device);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_thread_fence(cuda::memory_order_acquire,{{$}}
// CHECK-FIXES-NEXT: {{^}}                              cuda::thread_scope_device);{{$}}
