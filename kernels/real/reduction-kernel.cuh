//--blockDim=128 --gridDim=2 --arg n=256 --dynamic-shared=512 --kernel=reduce6<int,128,true>
//expect: safe
// The classic shared-memory tree reduction as a header of kernels: a
// template over the element type, the block size and whether n is a power of
// two, with the SharedMemory<T> idiom for the dynamic shared array.
#ifndef REDUCTION_KERNEL_CUH
#define REDUCTION_KERNEL_CUH

template <class T> struct SharedMemory {
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
__global__ void reduce6(const T *g_idata, T *g_odata, unsigned int n) {
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
  T mySum = 0;
  while (i < n) {
    mySum += g_idata[i];
    if (nIsPow2 || i + blockSize < n)
      mySum += g_idata[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = mySum;
  __syncthreads();
  if ((blockSize >= 512) && (tid < 256))
    sdata[tid] = mySum = mySum + sdata[tid + 256];
  __syncthreads();
  if ((blockSize >= 256) && (tid < 128))
    sdata[tid] = mySum = mySum + sdata[tid + 128];
  __syncthreads();
  if ((blockSize >= 128) && (tid < 64))
    sdata[tid] = mySum = mySum + sdata[tid + 64];
  __syncthreads();
  for (unsigned int s = 32; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce6<int, 128, true>(const int *, int *,
                                                 unsigned int);
template __global__ void reduce6<float, 128, false>(const float *, float *,
                                                    unsigned int);
#endif
