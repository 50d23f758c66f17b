//--blockDim=1 --gridDim=2 --buffer hits=1 --buffer misses=1
//expect: data-race
// Block 0 counts with atomicAdd, block 1 with a plain prefix increment of a
// dereference and a plain postfix increment of a parenthesised dereference:
// atomic and non-atomic accesses of different blocks. Repair: both
// increments become relaxed device-scope fetch_add calls.

#include <cuda/atomic>

__global__ void count(int *hits, int *misses) {
  if (blockIdx.x == 0) {
    atomicAdd(hits, 1);
    atomicAdd(misses, 1);
  } else {
    ++*hits;
    (*misses)++;
  }
}

// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device>(*hits).fetch_add(1, cuda::memory_order_relaxed);{{$}}
// CHECK-FIXES-NEXT: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device>({{[(]?}}*misses{{[)]?}}).fetch_add(1, cuda::memory_order_relaxed);{{$}}

// Needs review: the repair makes plain accesses relaxed atomics, which
// changes what they mean, and the kernel has no assertion to confirm it.
