//--blockDim=256 --gridDim=4 --arg n=1000
//expect: safe
// The SDK vectorAdd sample as a .cpp file (its Makefile compiles it with
// nvcc -x cu): argument parsing, malloc with a NULL check that exits,
// srand/rand, gettimeofday and clock() timing, host verification with fabs.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <sys/time.h>
#include <cuda_runtime.h>


static double wallSeconds() {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = 1 << 20;
  if (argc > 1 && strcmp(argv[1], "-n") == 0)
    n = atoi(argv[2]);
  size_t size = n * sizeof(float);
  float *h_a = (float *)malloc(size), *h_b = (float *)malloc(size), *h_c = (float *)malloc(size);
  if (h_a == NULL || h_b == NULL || h_c == NULL) {
    fprintf(stderr, "Failed to allocate host vectors!\n");
    exit(EXIT_FAILURE);
  }
  srand(time(NULL));
  for (int i = 0; i < n; ++i) { h_a[i] = rand() / (float)RAND_MAX; h_b[i] = rand() / (float)RAND_MAX; }
  float *d_a = NULL, *d_b = NULL, *d_c = NULL;
  cudaError_t err = cudaMalloc((void **)&d_a, size);
  if (err != cudaSuccess) { fprintf(stderr, "cudaMalloc: %s\n", cudaGetErrorString(err)); exit(EXIT_FAILURE); }
  cudaMalloc((void **)&d_b, size); cudaMalloc((void **)&d_c, size);
  cudaMemcpy(d_a, h_a, size, cudaMemcpyHostToDevice);
  cudaMemcpy(d_b, h_b, size, cudaMemcpyHostToDevice);
  double t0 = wallSeconds();
  clock_t c0 = clock();
  int threads = 256, blocks = (n + threads - 1) / threads;
  vecAdd<<<blocks, threads>>>(d_a, d_b, d_c, n);
  cudaDeviceSynchronize();
  printf("kernel: %.3f ms wall, %ld clocks\n", (wallSeconds() - t0) * 1e3, (long)(clock() - c0));
  cudaMemcpy(h_c, d_c, size, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    if (fabs(h_a[i] + h_b[i] - h_c[i]) > 1e-5) { fprintf(stderr, "Result verification failed at element %d!\n", i); exit(EXIT_FAILURE); }
  cudaFree(d_a); cudaFree(d_b); cudaFree(d_c);
  free(h_a); free(h_b); free(h_c);
  printf("Test PASSED\n");
  return 0;
}
