//--blockDim=64 --gridDim=2 --arg n=256 --dynamic-shared=256 --buffer g_idata=256 --buffer g_odata=2 --kernel=reduce6<int,64,true>
//expect: safe
// The SDK's reduction kernel 6: template on the element type, the block
// size and whether n is a power of two; SharedMemory<T>; several elements
// per thread; unrolled tail with warp shuffles (cg tiles).
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
namespace cg = cooperative_groups;

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduce6(T *g_idata, T *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * gridDim.x;
  T mySum = 0;
  if (nIsPow2) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    gridSize = gridSize << 1;
    while (i < n) {
      mySum += g_idata[i];
      if ((i + blockSize) < n) mySum += g_idata[i + blockSize];
      i += gridSize;
    }
  } else {
    unsigned int i = blockIdx.x * blockSize + threadIdx.x;
    while (i < n) {
      mySum += g_idata[i];
      i += gridSize;
    }
  }
  sdata[tid] = mySum;
  cg::sync(cta);
  if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
  cg::sync(cta);
  if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
  cg::sync(cta);
  if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
  cg::sync(cta);
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      mySum += tile32.shfl_down(mySum, offset);
  }
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
}

int main(int argc, char **argv) {
  unsigned int n = 1 << 20;
  int *h = (int *)malloc(n * sizeof(int));
  for (unsigned i = 0; i < n; ++i) h[i] = rand() & 0xff;
  int *d_in, *d_out;
  cudaMalloc((void **)&d_in, n * sizeof(int));
  cudaMalloc((void **)&d_out, 64 * sizeof(int));
  cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  bool pow2 = (n & (n - 1)) == 0;
  if (pow2)
    reduce6<int, 64, true><<<64, 64, 64 * sizeof(int)>>>(d_in, d_out, n);
  else
    reduce6<int, 64, false><<<64, 64, 64 * sizeof(int)>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  free(h);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
