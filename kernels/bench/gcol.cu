//--blockDim=2 --gridDim=2 --buffer col=4
//expect: heterogeneous-race
// Graph colouring (GCOL, GPUMC Table 2, our small shape (2,2)): vertex v
// (thread v of the grid) of a ring of 4 reads its two neighbours' colours
// (seq_cst, device scope) and takes the smallest colour from 1 that
// neither has, storing it (seq_cst). GPUMC's bug: the store is block
// scoped, so the neighbour in the other block reads it without scope
// inclusion: a heterogeneous race. gcol-fixed.cu stores at device scope.
// kernels/c11/gpumc/gcol.c is the same program in GPUMC's C format.
#include <cuda/atomic>

using blk = cuda::atomic_ref<int, cuda::thread_scope_block>;
using dev = cuda::atomic_ref<int, cuda::thread_scope_device>;

__global__ void gcol(int *col) {
  int v = blockIdx.x * blockDim.x + threadIdx.x, n = gridDim.x * blockDim.x;
  int left = dev(col[(v + n - 1) % n]).load();
  int right = dev(col[(v + 1) % n]).load();
  int c = 1;
  while (c == left || c == right)
    c++;
  blk(col[v]).store(c);
}
