//--blockDim=2 --gridDim=2 --buffer hits=1 --buffer misses=1
//expect: heterogeneous-race
// One type alias gives the scope of both counters: a block-scope
// cuda::atomic_ref, although every block updates the same two counters.
// Repair: one edit, in the alias; the uses stay as they are.

#include <cuda/atomic>

using Counter = cuda::atomic_ref<unsigned, cuda::thread_scope_block>;

__global__ void classify(unsigned *hits, unsigned *misses) {
  if (threadIdx.x % 2 == 0)
    Counter(*hits).fetch_add(1u, cuda::memory_order_relaxed);
  else
    Counter(*misses).fetch_add(1u, cuda::memory_order_relaxed);
}

// CHECK-FIXES: {{^}}using Counter = cuda::atomic_ref<unsigned, cuda::thread_scope_device>;{{$}}
// CHECK-FIXES: {{^}}    Counter(*hits).fetch_add(1u, cuda::memory_order_relaxed);{{$}}
// CHECK-FIXES: {{^}}    Counter(*misses).fetch_add(1u, cuda::memory_order_relaxed);{{$}}
