// Transpose through a shared tile (16x16 blocks, __requires): each thread
// stores its element, the barrier, then reads the transposed one.
//expect: safe
#define T 16
__global__ void transpose(int *out, int *in, int n) {
  __shared__ int tile[T][T + 1];
  __requires(blockDim.x == T && blockDim.y == T);
  __requires(gridDim.x == 4 && gridDim.y == 4 && n == 64);
  unsigned x = blockIdx.x * T + threadIdx.x;
  unsigned y = blockIdx.y * T + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  unsigned tx = blockIdx.y * T + threadIdx.x;
  unsigned ty = blockIdx.x * T + threadIdx.y;
  out[ty * n + tx] = tile[threadIdx.x][threadIdx.y];
}
