//--blockDim=2 --gridDim=2 --buffer done=1 --buffer seen=2
//expect: data-race
// Every thread counts itself in 'done' with atomicAdd; the first thread of
// each block then takes a snapshot of the counter with a plain read, which
// races with the atomicAdd of the other block (an atomic and a non-atomic
// access); within a block, it races with the other thread's atomicAdd too.
// Ordering first: round 1 inserts the barrier that orders the block's own
// additions before the snapshot; nothing orders the other block's, so
// round 2 makes the read a relaxed device-scope atomic load (review) and
// includes <cuda/atomic>, which the kernel did not include.

#include <cuda_runtime.h>

__global__ void progress(int *done, int *seen) {
  atomicAdd(done, 1);
  if (threadIdx.x == 0)
    seen[blockIdx.x] = *done;
}

// CHECK-FIXES: {{^}}#include <cuda/atomic>{{$}}
// CHECK-FIXES: {{^}}  atomicAdd(done, 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES: {{^}}    seen[blockIdx.x] = cuda::atomic_ref<int, cuda::thread_scope_device>(*done).load(cuda::memory_order_relaxed);{{$}}

// Needs review: the repair makes plain accesses relaxed atomics, which
// changes what they mean, and the kernel has no assertion to confirm it.
