//--blockDim=3 --gridDim=2 --buffer in=6 --buffer total=1 --buffer out=2
//expect: heterogeneous-race
// Table 4 "bench1" shape (GPUMC paper, section 5.3): 2 blocks of 3
// threads. Each block sums its inputs in shared memory (barriers, no
// race), then its first thread adds the block's sum to a global total and
// its last thread reads the total back, both through block-scope
// cuda::atomic_ref declarations. One race (on 'total', between the
// blocks), two edits: both declarations to device scope.

#include <cuda/atomic>

__global__ void bench1(const int *in, int *total, int *out) {
  __shared__ int part[3];
  part[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    cuda::atomic_ref<int, cuda::thread_scope_block> t(*total);
    t.fetch_add(part[0] + part[1] + part[2], cuda::memory_order_relaxed);
  }
  if (threadIdx.x == 2) {
    cuda::atomic_ref<int, cuda::thread_scope_block> t(*total);
    out[blockIdx.x] = t.load(cuda::memory_order_relaxed);
  }
}

// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> t(*total);{{$}}
// CHECK-FIXES-NEXT: {{^}}    t.fetch_add(part[0] + part[1] + part[2], cuda::memory_order_relaxed);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> t(*total);{{$}}
// CHECK-FIXES-NEXT: {{^}}    out[blockIdx.x] = t.load(cuda::memory_order_relaxed);{{$}}
