//--blockDim=2 --gridDim=2 --buffer owner=1 --buffer data=1
//expect: safe
// Every thread tries to claim a slot with a device-scope compare_exchange
// (acq_rel); only the winner writes the plain data, so there is no race.

#include <cuda/atomic>

__global__ void claim(int *owner, int *data) {
  cuda::atomic_ref<int, cuda::thread_scope_device> o(*owner);
  int expected = 0;
  int me = blockIdx.x * blockDim.x + threadIdx.x + 1;
  if (o.compare_exchange_strong(expected, me, cuda::memory_order_acq_rel))
    *data = me;
}
