//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1 --buffer out=2
//expect: data-race
// Message passing from block 0 to block 1 through a relaxed device-scope
// cuda::atomic_ref flag, with no fence: a data race on 'data'. The file
// uses libcu++, so the fences are written as libcu++ fences:
// cuda::atomic_thread_fence(cuda::memory_order_seq_cst,
// cuda::thread_scope_device) on both sides.

#include <cuda/atomic>

__global__ void message(int *data, int *flag, int *out) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0) {
    *data = 42;
    f.store(1, cuda::memory_order_relaxed);
  } else {
    while (f.load(cuda::memory_order_relaxed) == 0) {
    }
    out[blockIdx.x] = *data;
  }
}

// CHECK-FIXES: {{^}}    *data = 42;{{$}}
// CHECK-FIXES-NEXT: {{^}}    cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);{{$}}
// CHECK-FIXES-NEXT: {{^}}    f.store(1, cuda::memory_order_relaxed);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);{{$}}
// CHECK-FIXES-NEXT: {{^}}    out[blockIdx.x] = *data;{{$}}
