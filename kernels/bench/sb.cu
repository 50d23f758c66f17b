//--blockDim=1 --gridDim=3 --buffer vars=3
//expect: safe executions=8
// SB-n (GPUMC's store-buffering scalability program) as a CUDA kernel: n
// blocks of one thread; the thread of block i writes 1 to vars[i], then
// reads vars[(i + 1) % n], both relaxed at device scope. As derived in
// kernels/c11/gpumc/sb.c (the same program in GPUMC's format): every read
// reads 0 or the one write to its location, all choices consistent: 2^n =
// 8 executions for n = 3.

#include <cuda/atomic>

__global__ void sb(int *vars) {
  unsigned i = blockIdx.x, j = (i + 1) % gridDim.x;
  cuda::atomic_ref<int, cuda::thread_scope_device> mine(vars[i]), next(vars[j]);
  mine.store(1, cuda::memory_order_relaxed);
  int r = next.load(cuda::memory_order_relaxed);
}
