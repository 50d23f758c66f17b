//--blockDim=64 --gridDim=2 --arg n=200 --dynamic-shared=512 --kernel=reduce<double,64u,false>
//expect: safe
// A reduction template over the element type, the block size and whether n
// is a multiple of the grid's span, on dynamic shared memory reached
// through the SharedMemory<T> idiom (with its double specialisation).
#include <stdio.h>
#include <stdlib.h>

template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};
template <> struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
};

template <class T, unsigned blockSize, bool nIsMultiple>
__global__ void reduce(const T *g_idata, T *g_odata, unsigned n) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockSize * 2) + tid;
  T sum = (nIsMultiple || i < n) ? g_idata[i] : 0;
  if (nIsMultiple || i + blockSize < n)
    sum += g_idata[i + blockSize];
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned s = blockSize / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = sum = sum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sum;
}

int main(int argc, char **argv) {
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 1000;
  const unsigned threads = 64, blocks = (n + 2 * threads - 1) / (2 * threads);
  double *in, *out;
  cudaMalloc(&in, n * sizeof(double));
  cudaMalloc(&out, blocks * sizeof(double));
  if (n % (2 * threads) == 0)
    reduce<double, threads, true><<<blocks, threads, threads * sizeof(double)>>>(in, out, n);
  else
    reduce<double, threads, false><<<blocks, threads, threads * sizeof(double)>>>(in, out, n);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in);
  cudaFree(out);
  return 0;
}
