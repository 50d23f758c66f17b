// repair (and check) on a tiled matrix multiply with shared-memory tiles
// and two barriers per tile: the dpor engine runs one execution of some
// 1,800 events. The recursive explorer crashed on such kernels with a
// stack overflow (issue 17); the work stack does not. The kernel is
// correctly synchronised: nothing to repair, exit 0. (auto would choose the
// interval engine, exact here: the dpor engine is asked for.)
//
// RUN: %scopecheck repair %s --blockDim=4,4 --engine=dpor -o %t.cu 2>&1 | FileCheck %s
// CHECK: note: nothing to repair: no error found
// CHECK: note: 1 execution (0 blocked)
// RUN: %scopecheck check %s --blockDim=4,4 --engine=dpor

#define TILE 4
#define N 32

__global__ void matmul(const float *A, const float *B, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0;
  for (int t = 0; t < N / TILE; ++t) {
    As[threadIdx.y][threadIdx.x] = A[row * N + t * TILE + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
