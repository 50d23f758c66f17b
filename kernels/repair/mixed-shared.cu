//--blockDim=2 --gridDim=2 --buffer in=4 --buffer out=2
//expect: data-race
// Counting odd inputs per block in shared memory, with the barriers left
// out: thread 0's plain reset of 'odd' races with thread 1's
// atomicAdd_block, and thread 1's plain read of the result with thread 0's
// atomicAdd_block. Both threads are in the same block, and a barrier
// orders each pair: ordering first, two __syncthreads() (after the reset,
// after the additions). The plain accesses stay plain: making them relaxed
// atomics would remove the race reports, not the lost counts.

#include <cuda/atomic>

__global__ void count_odd(const int *in, int *out) {
  __shared__ int odd;
  if (threadIdx.x == 0)
    odd = 0;
  atomicAdd_block(&odd, in[blockIdx.x * blockDim.x + threadIdx.x] & 1);
  if (threadIdx.x == 1)
    out[blockIdx.x] = odd;
}

// CHECK-FIXES: {{^}}    odd = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  atomicAdd_block(&odd, in[blockIdx.x * blockDim.x + threadIdx.x] & 1);{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  if (threadIdx.x == 1){{$}}
