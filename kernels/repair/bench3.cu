//--blockDim=1 --gridDim=4 --buffer token=4
//expect: heterogeneous-race
// Table 4 "bench3" shape: one thread per block (the paper's grid is 8,1;
// 4 blocks keep the check fast). Each block reads its own slot of a ring
// and passes the value plus one to its neighbour's slot, through two
// block-scope cuda::atomic_ref objects; neighbouring blocks race on every
// slot. Two edits: both declarations.

#include <cuda/atomic>

__global__ void bench3(int *token) {
  int next = (blockIdx.x + 1) % gridDim.x;
  cuda::atomic_ref<int, cuda::thread_scope_block> mine(token[blockIdx.x]);
  cuda::atomic_ref<int, cuda::thread_scope_block> theirs(token[next]);
  int t = mine.load(cuda::memory_order_relaxed);
  theirs.fetch_add(t + 1, cuda::memory_order_relaxed);
}

// CHECK-FIXES: {{^}}  cuda::atomic_ref<int, cuda::thread_scope_device> mine(token[blockIdx.x]);{{$}}
// CHECK-FIXES-NEXT: {{^}}  cuda::atomic_ref<int, cuda::thread_scope_device> theirs(token[next]);{{$}}
