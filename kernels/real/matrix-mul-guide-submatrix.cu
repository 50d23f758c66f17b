//--blockDim=[4,4] --gridDim=[2,2] --arg A.width=8 --arg A.height=8 --arg A.stride=8 --arg B.width=8 --arg B.height=8 --arg B.stride=8 --arg C.width=8 --arg C.height=8 --arg C.stride=8 --buffer A.elements=64 --buffer B.elements=64 --buffer C.elements=64
//expect: safe
// Shared-memory matrix multiplication as the CUDA C++ Programming Guide
// writes it: a Matrix structure with a stride and a pointer, sub-matrices
// returned by value from a device function.
#include <cstdio>
#include <cstdlib>
#define BLOCK_SIZE 4
typedef struct {
  int width;
  int height;
  int stride;
  float *elements;
} Matrix;

__device__ float GetElement(const Matrix A, int row, int col) {
  return A.elements[row * A.stride + col];
}
__device__ void SetElement(Matrix A, int row, int col, float value) {
  A.elements[row * A.stride + col] = value;
}
__device__ Matrix GetSubMatrix(Matrix A, int row, int col) {
  Matrix Asub;
  Asub.width = BLOCK_SIZE;
  Asub.height = BLOCK_SIZE;
  Asub.stride = A.stride;
  Asub.elements = &A.elements[A.stride * BLOCK_SIZE * row + BLOCK_SIZE * col];
  return Asub;
}

__global__ void MatMulKernel(Matrix A, Matrix B, Matrix C) {
  int blockRow = blockIdx.y;
  int blockCol = blockIdx.x;
  Matrix Csub = GetSubMatrix(C, blockRow, blockCol);
  float Cvalue = 0;
  int row = threadIdx.y;
  int col = threadIdx.x;
  for (int m = 0; m < (A.width / BLOCK_SIZE); ++m) {
    Matrix Asub = GetSubMatrix(A, blockRow, m);
    Matrix Bsub = GetSubMatrix(B, m, blockCol);
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[row][col] = GetElement(Asub, row, col);
    Bs[row][col] = GetElement(Bsub, row, col);
    __syncthreads();
    for (int e = 0; e < BLOCK_SIZE; ++e)
      Cvalue += As[row][e] * Bs[e][col];
    __syncthreads();
  }
  SetElement(Csub, row, col, Cvalue);
}

void MatMul(const Matrix A, const Matrix B, Matrix C) {
  Matrix d_A;
  d_A.width = d_A.stride = A.width;
  d_A.height = A.height;
  size_t size = A.width * A.height * sizeof(float);
  cudaMalloc(&d_A.elements, size);
  cudaMemcpy(d_A.elements, A.elements, size, cudaMemcpyHostToDevice);
  Matrix d_B;
  d_B.width = d_B.stride = B.width;
  d_B.height = B.height;
  size = B.width * B.height * sizeof(float);
  cudaMalloc(&d_B.elements, size);
  cudaMemcpy(d_B.elements, B.elements, size, cudaMemcpyHostToDevice);
  Matrix d_C;
  d_C.width = d_C.stride = C.width;
  d_C.height = C.height;
  size = C.width * C.height * sizeof(float);
  cudaMalloc(&d_C.elements, size);
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(B.width / dimBlock.x, A.height / dimBlock.y);
  MatMulKernel<<<dimGrid, dimBlock>>>(d_A, d_B, d_C);
  cudaMemcpy(C.elements, d_C.elements, size, cudaMemcpyDeviceToHost);
  cudaFree(d_A.elements);
  cudaFree(d_B.elements);
  cudaFree(d_C.elements);
}

int main() {
  Matrix A, B, C;
  A.width = A.height = A.stride = 64;
  B = C = A;
  A.elements = (float *)malloc(64 * 64 * sizeof(float));
  B.elements = (float *)malloc(64 * 64 * sizeof(float));
  C.elements = (float *)malloc(64 * 64 * sizeof(float));
  for (int i = 0; i < 64 * 64; ++i) { A.elements[i] = 1.0f; B.elements[i] = 2.0f; }
  MatMul(A, B, C);
  printf("%f\n", C.elements[0]);
  free(A.elements); free(B.elements); free(C.elements);
  return 0;
}
