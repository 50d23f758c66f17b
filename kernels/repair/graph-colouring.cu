//--blockDim=1 --gridDim=2 --buffer colour=4 --buffer conflicts=1
//expect: heterogeneous-race
// Table 4 "GCOL" shape: speculative greedy colouring of the path 0-1-2-3
// (in CSR form), one thread per block, each colouring two vertices (the
// one on the border first), then counting, from both ends, the edges whose
// ends got the same colour. Colours and the conflict counter are read and
// written with block-scope atomics, but the edge 1-2 crosses the blocks.
// Three races (colour[1], colour[2], 'conflicts'), four edits: the
// atomic_refs of the neighbours' colours and of the colour written, and
// the atomicAdd_block. 'own' reads only the thread's own vertices, which
// the other block never writes: it stays block-scope.

#include <cuda/atomic>

__constant__ int rowStart[5] = {0, 1, 3, 5, 6};
__constant__ int adj[6] = {1, 0, 2, 1, 3, 2};

__device__ int firstFreeColour(int *colour, int v) {
  int used = 0;
  for (int e = rowStart[v]; e < rowStart[v + 1]; ++e) {
    cuda::atomic_ref<int, cuda::thread_scope_block> nc(colour[adj[e]]);
    used |= 1 << nc.load(cuda::memory_order_relaxed);
  }
  int c = 1;
  while (used & (1 << c))
    ++c;
  return c;
}

__global__ void colour_graph(int *colour, int *conflicts) {
  for (int r = 0; r < 2; ++r) {
    int v = blockIdx.x == 0 ? 1 - r : 2 + r;
    cuda::atomic_ref<int, cuda::thread_scope_block> mine(colour[v]);
    mine.store(firstFreeColour(colour, v), cuda::memory_order_relaxed);
  }
  for (int r = 0; r < 2; ++r) {
    int v = blockIdx.x * 2 + r;
    cuda::atomic_ref<int, cuda::thread_scope_block> own(colour[v]);
    int c = own.load(cuda::memory_order_relaxed);
    for (int e = rowStart[v]; e < rowStart[v + 1]; ++e) {
      cuda::atomic_ref<int, cuda::thread_scope_block> other(colour[adj[e]]);
      if (other.load(cuda::memory_order_relaxed) == c)
        atomicAdd_block(conflicts, 1);
    }
  }
}

// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> nc(colour[adj[e]]);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> mine(colour[v]);{{$}}
// CHECK-FIXES: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_block> own(colour[v]);{{$}}
// CHECK-FIXES: {{^}}      cuda::atomic_ref<int, cuda::thread_scope_device> other(colour[adj[e]]);{{$}}
// CHECK-FIXES: {{^}}        atomicAdd(conflicts, 1);{{$}}
