//--blockDim=1 --gridDim=3 --buffer vars=3
//expect: safe executions=7
// LB-n (GPUMC's load-buffering scalability program) as a CUDA kernel: n
// blocks of one thread; the thread of block i reads vars[i], then writes 1
// to vars[(i + 1) % n], both relaxed at device scope. As derived in
// kernels/c11/gpumc/lb.c (the same program in GPUMC's format): every read
// reads 0 or the one write to its location, except all of them reading 1
// (a po U rf cycle): 2^n - 1 = 7 executions for n = 3.

#include <cuda/atomic>

__global__ void lb(int *vars) {
  unsigned i = blockIdx.x, j = (i + 1) % gridDim.x;
  cuda::atomic_ref<int, cuda::thread_scope_device> mine(vars[i]), next(vars[j]);
  int r = mine.load(cuda::memory_order_relaxed);
  next.store(1, cuda::memory_order_relaxed);
}
