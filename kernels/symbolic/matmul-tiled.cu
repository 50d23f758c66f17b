// Tiled matrix multiply (C = A * B, n x n, 16x16 tiles in shared memory):
// each thread loads one element of each tile, a barrier, the partial dot
// product, a barrier before the next tiles overwrite the shared ones.
// The __requires fix the launch (4x4 blocks of 16x16 threads, n = 64): with a
// symbolic n the products row * n do not finish in the solver.
//expect: safe
#define T 16
__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  __requires(blockDim.x == T && blockDim.y == T);
  __requires(n == 64);
  __requires(gridDim.x == 4 && gridDim.y == 4);
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty;
  int col = blockIdx.x * T + tx;
  float acc = 0;
  for (int t = 0; t < n / T; ++t) {
    As[ty][tx] = A[row * n + t * T + tx];
    Bs[ty][tx] = B[(t * T + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < T; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
