//--blockDim=2 --gridDim=2 --buffer ready=1 --buffer value=1 --buffer got=2
//expect: heterogeneous-race
// Table 4 "bench4" shape: 2 blocks of 2 threads (the paper's grid is
// 4,2). Thread 0 of block 0 publishes a value and raises a flag with
// release/acquire atomics, the first thread of every block polls the flag
// once and reads the value if it is set; every atomic is block-scope.
// Two races (the flag and the value, between the blocks), four edits.
// Inside block 0 the same code is already correct.

#include <cuda/atomic>

__global__ void bench4(int *ready, int *value, int *got) {
  if (threadIdx.x != 0)
    return;
  if (blockIdx.x == 0) {
    atomicExch_block(value, 5);
    cuda::atomic_ref<int, cuda::thread_scope_block> r(*ready);
    r.store(1, cuda::memory_order_release);
  } else {
    cuda::atomic_ref<int, cuda::thread_scope_block> r(*ready);
    if (r.load(cuda::memory_order_acquire) == 1)
      got[blockIdx.x] = atomicAdd_block(value, 0);
  }
}

// CHECK-FIXES: {{^}}    atomicExch(value, 5);{{$}}
// CHECK-FIXES-NEXT: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> r(*ready);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> r(*ready);{{$}}
// CHECK-FIXES-NEXT: {{^}}    if (r.load(cuda::memory_order_acquire) == 1){{$}}
// CHECK-FIXES-NEXT: {{^}}      got[blockIdx.x] = atomicAdd(value, 0);{{$}}
