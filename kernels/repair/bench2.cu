//--blockDim=3 --gridDim=2 --buffer in=6 --buffer sum=1 --buffer count=1 --buffer mean=2
//expect: heterogeneous-race
// Table 4 "bench2" shape: 2 blocks of 3 threads, two global accumulators.
// The first thread of each block adds the block's partial sum and count
// with atomicAdd_block; the last thread reads both through block-scope
// cuda::atomic_ref. Two races (on 'sum' and on 'count'), four edits.

#include <cuda/atomic>

__global__ void bench2(const int *in, int *sum, int *count, int *mean) {
  __shared__ int part[3];
  part[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd_block(sum, part[0] + part[1] + part[2]);
    atomicAdd_block(count, 3);
  } else if (threadIdx.x == 2) {
    cuda::atomic_ref<int, cuda::thread_scope_block> s(*sum);
    cuda::atomic_ref<int, cuda::thread_scope_block> n(*count);
    int c = n.load(cuda::memory_order_relaxed);
    mean[blockIdx.x] = c == 0 ? 0 : s.load(cuda::memory_order_relaxed) / c;
  }
}

// CHECK-FIXES: {{^}}    atomicAdd(sum, part[0] + part[1] + part[2]);{{$}}
// CHECK-FIXES-NEXT: {{^}}    atomicAdd(count, 3);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> s(*sum);{{$}}
// CHECK-FIXES-NEXT: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> n(*count);{{$}}
