// The tiled matrix multiply without its second barrier: a fast thread
// overwrites its element of the next tile while another thread still reads
// the current one.
//expect: data-race
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
  }
  C[row * n + col] = acc;
}
