//--blockDim=[32,8] --gridDim=[2,2] --arg width=64 --arg height=64
//expect: safe
// Tiled matrix transpose through shared memory with a padded tile (no bank
// conflicts), as in the CUDA blog's transpose tutorial, with its host code.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define TILE_DIM 32
#define BLOCK_ROWS 8

#define checkCuda(result)                                                      \
  do {                                                                         \
    cudaError_t r_ = (result);                                                 \
    if (r_ != cudaSuccess) {                                                   \
      fprintf(stderr, "CUDA Runtime Error: %s\n", cudaGetErrorString(r_));     \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

__global__ void transposeNoBankConflicts(float *odata, const float *idata,
                                         int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < height && y + j < width)
      odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 1024;
  const int ny = nx;
  const size_t bytes = (size_t)nx * ny * sizeof(float);
  dim3 dimGrid(nx / TILE_DIM, ny / TILE_DIM, 1);
  dim3 dimBlock(TILE_DIM, BLOCK_ROWS, 1);
  std::vector<float> h_idata(nx * ny), h_tdata(nx * ny);
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      h_idata[j * nx + i] = j * nx + i;
  float *d_idata, *d_tdata;
  checkCuda(cudaMalloc(&d_idata, bytes));
  checkCuda(cudaMalloc(&d_tdata, bytes));
  checkCuda(cudaMemcpy(d_idata, h_idata.data(), bytes, cudaMemcpyHostToDevice));
  cudaEvent_t startEvent, stopEvent;
  checkCuda(cudaEventCreate(&startEvent));
  checkCuda(cudaEventCreate(&stopEvent));
  checkCuda(cudaEventRecord(startEvent, 0));
  transposeNoBankConflicts<<<dimGrid, dimBlock>>>(d_tdata, d_idata, nx, ny);
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  float ms;
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  checkCuda(cudaMemcpy(h_tdata.data(), d_tdata, bytes, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int j = 0; j < ny && ok; j++)
    for (int i = 0; i < nx; i++)
      if (h_tdata[i * ny + j] != h_idata[j * nx + i]) {
        ok = false;
        break;
      }
  printf("%s: %.3f GB/s\n", ok ? "PASSED" : "FAILED", 2 * bytes * 1e-6 / ms);
  checkCuda(cudaEventDestroy(startEvent));
  checkCuda(cudaEventDestroy(stopEvent));
  checkCuda(cudaFree(d_tdata));
  checkCuda(cudaFree(d_idata));
  return ok ? 0 : 1;
}
