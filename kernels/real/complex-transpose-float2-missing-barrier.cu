//--blockDim=[4,4] --gridDim=[2,2] --arg n=8 --buffer in=64 --buffer out=64
//expect: data-race
// The transpose of complex-transpose-float2-tile.cu without its barrier:
// threads read tile elements other threads of the block write.
// Transpose of a complex (float2) matrix through a two-dimensional shared
// tile of float2 with one column of padding, as FFT codes do between
// passes; the conjugate is taken on the way out. Host code checks it.
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define TILE 4
#define cudaCheck(stmt)                                                        \
  do {                                                                         \
    cudaError_t err = stmt;                                                    \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "%s in %s at line %d\n", cudaGetErrorString(err),        \
              __FILE__, __LINE__);                                             \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__global__ void conjTranspose(const float2 *in, float2 *out, int n) {
  __shared__ float2 tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < n && y < n)
    tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  // (the barrier between the tile writes and the transposed reads is missing)
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < n && y < n) {
    float2 v = tile[threadIdx.x][threadIdx.y];
    out[y * n + x] = make_float2(v.x, -v.y);
  }
}

int main() {
  const int n = 512;
  size_t bytes = n * n * sizeof(float2);
  float2 *h_in = (float2 *)malloc(bytes), *h_out = (float2 *)malloc(bytes);
  for (int i = 0; i < n * n; ++i)
    h_in[i] = make_float2((float)i, (float)(i % 7));
  float2 *d_in, *d_out;
  cudaCheck(cudaMalloc(&d_in, bytes));
  cudaCheck(cudaMalloc(&d_out, bytes));
  cudaCheck(cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
  conjTranspose<<<grid, block>>>(d_in, d_out, n);
  cudaCheck(cudaGetLastError());
  cudaCheck(cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      float2 a = h_in[y * n + x], b = h_out[x * n + y];
      if (a.x != b.x || a.y != -b.y)
        ++bad;
    }
  printf("%s\n", bad ? "FAILED" : "PASSED");
  cudaFree(d_in);
  cudaFree(d_out);
  free(h_in);
  free(h_out);
  return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
