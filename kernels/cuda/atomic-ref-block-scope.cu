//--blockDim=1 --gridDim=2 --buffer counter=1
//expect: heterogeneous-race
// cuda::atomic_ref with thread_scope_block on a global counter shared by
// two blocks: the scopes do not include each other's threads.

#include <cuda/atomic>

__global__ void count(int *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_block> c(*counter);
  c.fetch_add(1, cuda::memory_order_relaxed);
}
