//--blockDim=[16,16] --gridDim=[2,2] --arg wA=32 --arg wB=32
//expect: safe
// Tiled matrix multiplication C = A * B with shared-memory tiles, as in the
// programming guide's and the samples' matrixMul, templated on the block
// size, with its host code (command-line sizes, timing, verification).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>

template <int BLOCK_SIZE>
__global__ void MatrixMulCUDA(float *C, float *A, float *B, int wA, int wB) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k)
      Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}

static void ConstantInit(float *data, int size, float val) {
  for (int i = 0; i < size; ++i)
    data[i] = val;
}

int main(int argc, char **argv) {
  int block_size = 16;
  int wA = 320, hA = 320, wB = 640;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "-wA"))
      wA = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "-hA"))
      hA = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "-wB"))
      wB = atoi(argv[i + 1]);
  }
  unsigned int size_A = wA * hA, size_B = wB * wA, size_C = wB * hA;
  float *h_A, *h_B;
  cudaMallocHost(&h_A, sizeof(float) * size_A);
  cudaMallocHost(&h_B, sizeof(float) * size_B);
  float *h_C = (float *)malloc(sizeof(float) * size_C);
  ConstantInit(h_A, size_A, 1.0f);
  ConstantInit(h_B, size_B, 0.01f);
  float *d_A, *d_B, *d_C;
  cudaMalloc(reinterpret_cast<void **>(&d_A), sizeof(float) * size_A);
  cudaMalloc(reinterpret_cast<void **>(&d_B), sizeof(float) * size_B);
  cudaMalloc(reinterpret_cast<void **>(&d_C), sizeof(float) * size_C);
  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  cudaMemcpyAsync(d_A, h_A, sizeof(float) * size_A, cudaMemcpyHostToDevice,
                  stream);
  cudaMemcpyAsync(d_B, h_B, sizeof(float) * size_B, cudaMemcpyHostToDevice,
                  stream);
  dim3 threads(block_size, block_size);
  dim3 grid(wB / threads.x, hA / threads.y);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  MatrixMulCUDA<16><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, wA, wB);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float msecTotal = 0.0f;
  cudaEventElapsedTime(&msecTotal, start, stop);
  cudaMemcpyAsync(h_C, d_C, sizeof(float) * size_C, cudaMemcpyDeviceToHost,
                  stream);
  cudaStreamSynchronize(stream);
  bool correct = true;
  for (unsigned i = 0; i < size_C; i++)
    if (fabs(h_C[i] - wA * 0.01f) / fabs(wA * 0.01f) > 1.e-6) {
      printf("Error! Matrix[%05d]=%.8f\n", i, h_C[i]);
      correct = false;
    }
  printf("%s, %.3f ms\n", correct ? "Result = PASS" : "Result = FAIL",
         msecTotal);
  cudaFreeHost(h_A);
  cudaFreeHost(h_B);
  free(h_C);
  cudaFree(d_A);
  cudaFree(d_B);
  cudaFree(d_C);
  return correct ? EXIT_SUCCESS : EXIT_FAILURE;
}
