//--blockDim=1 --gridDim=2 --buffer slot=1 --buffer items=2
//expect: data-race
// Block 0 publishes an index and an item with atomicExch; block 1 stores
// into the item that the index names, with plain accesses: the read of
// '*slot' sits inside the store's subscript, and both race with block 0's
// atomics. The two edits overlap, so the outer one waits for the next
// round: two rounds, two edits.

#include <cuda/atomic>

__global__ void publish(int *slot, int *items) {
  if (blockIdx.x == 0) {
    atomicExch(slot, 1);
    atomicExch(&items[1], 5);
  } else {
    items[*slot] = 7;
  }
}

// CHECK-FIXES: {{^}}    atomicExch(slot, 1);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device>(items[cuda::atomic_ref<int, cuda::thread_scope_device>(*slot).load(cuda::memory_order_relaxed)]).store(7, cuda::memory_order_relaxed);{{$}}

// Needs review: the repair makes plain accesses relaxed atomics, which
// changes what they mean, and the kernel has no assertion to confirm it.
