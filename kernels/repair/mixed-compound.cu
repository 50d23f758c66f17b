//--blockDim=1 --gridDim=2 --buffer total=1 --buffer hits=1
//expect: data-race
// Block 0 updates two counters with atomics, block 1 with a plain compound
// assignment and a plain postfix increment: each is an atomic and a
// non-atomic access of different blocks. Repair: the plain
// read-modify-writes become relaxed device-scope atomic read-modify-writes
// (fetch_add).

#include <cuda/atomic>

__global__ void accumulate(int *total, unsigned *hits) {
  if (blockIdx.x == 0) {
    atomicAdd(total, 3);
    atomicInc(hits, 100u);
  } else {
    *total += 4;
    hits[0]++;
  }
}

// CHECK-FIXES: {{^}}    atomicAdd(total, 3);{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicInc(hits, 100u);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device>(*total).fetch_add(4, cuda::memory_order_relaxed);{{$}}
// CHECK-FIXES-NEXT: {{^}}    cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(hits[0]).fetch_add(1, cuda::memory_order_relaxed);{{$}}

// Needs review: the repair makes plain accesses relaxed atomics, which
// changes what they mean, and the kernel has no assertion to confirm it.
