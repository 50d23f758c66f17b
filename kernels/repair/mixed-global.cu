//--blockDim=2 --gridDim=2 --buffer done=1 --buffer seen=2
//expect: data-race
// Every thread counts itself in 'done' with atomicAdd; the first thread of
// each block then takes a snapshot of the counter with a plain read, which
// races with the atomicAdd of the other block (an atomic and a non-atomic
// access). Repair: the read becomes a relaxed device-scope atomic load
// (the other thread is in another block), and <cuda/atomic>, which the
// kernel did not include, is included.

#include <cuda_runtime.h>

__global__ void progress(int *done, int *seen) {
  atomicAdd(done, 1);
  if (threadIdx.x == 0)
    seen[blockIdx.x] = *done;
}

// CHECK-FIXES: {{^}}#include <cuda/atomic>{{$}}
// CHECK-FIXES: {{^}}  atomicAdd(done, 1);{{$}}
// CHECK-FIXES: {{^}}    seen[blockIdx.x] = cuda::atomic_ref<int, cuda::thread_scope_device>(*done).load(cuda::memory_order_relaxed);{{$}}

// Needs review: the repair makes plain accesses relaxed atomics, which
// changes what they mean, and the kernel has no assertion to confirm it.
