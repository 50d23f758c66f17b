// The shared-tile transpose without its barrier: a thread reads the
// element another thread of the block has not written yet.
//expect: data-race
#define T 16
__global__ void transpose(int *out, int *in, int n) {
  __shared__ int tile[T][T + 1];
  __requires(blockDim.x == T && blockDim.y == T);
  __requires(gridDim.x == 4 && gridDim.y == 4 && n == 64);
  unsigned x = blockIdx.x * T + threadIdx.x;
  unsigned y = blockIdx.y * T + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  unsigned tx = blockIdx.y * T + threadIdx.x;
  unsigned ty = blockIdx.x * T + threadIdx.y;
  out[ty * n + tx] = tile[threadIdx.x][threadIdx.y];
}
