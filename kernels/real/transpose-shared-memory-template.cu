//--blockDim=[8,8] --gridDim=[2,2] --arg width=16 --arg height=16 --buffer idata=256 --buffer odata=256 --dynamic-shared=288 --kernel=transposeSM<float,8>
//expect: safe
// Transpose through a dynamically sized shared tile reached with the SDK's
// SharedMemory<T> helper; padding of one column avoids bank conflicts.
#include <cstdio>
#include <cstdlib>
#include <cassert>
template <typename T> struct SharedMemory {
  __device__ T *getPointer() {
    extern __shared__ T __smem_t[];
    return __smem_t;
  }
};
template <> struct SharedMemory<double> {
  __device__ double *getPointer() {
    extern __shared__ double __smem_d[];
    return __smem_d;
  }
};

template <typename T, int TILE_DIM>
__global__ void transposeSM(T *odata, const T *idata, int width, int height) {
  SharedMemory<T> smem;
  T *tile = smem.getPointer();
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y * (TILE_DIM + 1) + threadIdx.x] = idata[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  if (x < height && y < width)
    odata[y * height + x] = tile[threadIdx.x * (TILE_DIM + 1) + threadIdx.y];
}

int main(int argc, char **argv) {
  const int w = 1024, h = 1024, TILE = 8;
  float *hi = (float *)malloc(w * h * sizeof(float)), *ho = (float *)malloc(w * h * sizeof(float));
  for (int i = 0; i < w * h; ++i) hi[i] = (float)i;
  float *di, *dout;
  cudaMalloc(&di, w * h * sizeof(float));
  cudaMalloc(&dout, w * h * sizeof(float));
  cudaMemcpy(di, hi, w * h * sizeof(float), cudaMemcpyHostToDevice);
  dim3 grid(w / TILE, h / TILE), threads(TILE, TILE);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  transposeSM<float, TILE><<<grid, threads, TILE * (TILE + 1) * sizeof(float)>>>(dout, di, w, h);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(ho, dout, w * h * sizeof(float), cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int y = 0; y < h && ok; ++y)
    for (int x = 0; x < w; ++x)
      if (ho[x * h + y] != hi[y * w + x]) { ok = false; break; }
  printf("%s in %.3f ms\n", ok ? "PASSED" : "FAILED", ms);
  free(hi); free(ho); cudaFree(di); cudaFree(dout);
  exit(ok ? EXIT_SUCCESS : EXIT_FAILURE);
}
