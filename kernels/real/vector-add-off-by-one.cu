//--blockDim=64 --gridDim=2 --arg n=100 --buffer a=100 --buffer b=100 --buffer c=100
//expect: out-of-bounds
// A vector addition whose bounds test uses <= instead of <: the thread with
// index n reads and writes one element past each array when the grid has
// more threads than elements.
#include <stdio.h>
#include <stdlib.h>

#define checkCuda(x) checkCudaImpl((x), #x, __FILE__, __LINE__)
inline void checkCudaImpl(cudaError_t err, const char *expr, const char *file,
                          int line) {
  if (err != cudaSuccess) {
    fprintf(stderr, "CUDA error %s at %s:%d (%s)\n", cudaGetErrorString(err),
            file, line, expr);
    exit(EXIT_FAILURE);
  }
}

__global__ void add(const double *a, const double *b, double *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)
    c[i] = a[i] + b[i];
}

int main(int argc, char *argv[]) {
  int n = 1000;
  if (argc > 1)
    n = atoi(argv[1]);
  size_t bytes = n * sizeof(double);
  double *ha = (double *)malloc(bytes), *hb = (double *)malloc(bytes),
         *hc = (double *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    ha[i] = i;
    hb[i] = 2.0 * i;
  }
  double *da, *db, *dc;
  checkCuda(cudaMalloc(&da, bytes));
  checkCuda(cudaMalloc(&db, bytes));
  checkCuda(cudaMalloc(&dc, bytes));
  checkCuda(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));
  int threads = 128, blocks = (n + threads) / threads;
  add<<<blocks, threads>>>(da, db, dc, n);
  checkCuda(cudaGetLastError());
  checkCuda(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    errors += hc[i] != 3.0 * i;
  printf("%d errors\n", errors);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  free(ha);
  free(hb);
  free(hc);
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
