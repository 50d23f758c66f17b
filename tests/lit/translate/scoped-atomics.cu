// libcu++ atomics: the scope from the template argument, the order from the
// memory_order argument (seq_cst by default and for operators).
// RUN: %scopecheck ir %s --blockDim=4 --gridDim=2 | FileCheck %s
#include <cuda/atomic>
#include <cuda/std/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_device> flag;
// CHECK: global @flag : i32;

__global__ void mp(int *data) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    data[0] = 42;
    flag.store(1, cuda::memory_order_release);
    // CHECK: store.rel.gpu i32 @flag, 1 !13:5;
  } else {
    while (flag.load(cuda::memory_order_acquire) == 0) {
    }
    // CHECK: = load.acq.gpu i32 @flag !16:12;
    cuda::atomic_ref<int, cuda::thread_scope_block> r(data[1]);
    // CHECK: r = data + 1
    r.fetch_add(1, cuda::memory_order_relaxed);
    // CHECK: rmw.add.rlx.cta i32 r, 1 !21:5;
    cuda::std::atomic_ref<int> s(data[2]);
    s++;
    // CHECK: rmw.add.sc.sys i32 s, 1 !24:5;
    cuda::atomic_thread_fence(cuda::memory_order_acq_rel,
                              cuda::thread_scope_device);
    // CHECK: fence.acq_rel.gpu !26:5;
  }
}
