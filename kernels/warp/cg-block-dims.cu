//--blockDim=[8,4] --gridDim=[2,2]
//expect: safe
#include <assert.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// thread_block's indices in a 2D launch: thread_rank() is x + 8 * y,
// thread_index(), group_index() and dim_threads() are threadIdx, blockIdx
// and blockDim; block.sync() orders the transpose through shared memory.
__global__ void dims(int *out) {
  __shared__ int s[32];
  cg::thread_block block = cg::this_thread_block();
  dim3 t = block.thread_index();
  dim3 b = block.group_index();
  dim3 d = block.dim_threads();
  unsigned r = block.thread_rank();
  assert(d.x == 8 && d.y == 4 && d.z == 1 && block.size() == 32);
  assert(r == t.x + 8 * t.y && t.x == threadIdx.x && t.y == threadIdx.y);
  assert(b.x == blockIdx.x && b.y == blockIdx.y);
  s[r] = r;
  block.sync();
  int v = s[31 - r];
  cg::sync(block);
  s[r] = v;
  out[(b.y * 2 + b.x) * 32 + r] = v;
}
