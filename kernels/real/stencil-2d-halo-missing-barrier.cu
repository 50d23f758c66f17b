//--blockDim=[8,8] --gridDim=[1,1] --arg width=8 --arg height=8
//expect: data-race
// The five-point stencil without the barrier between filling the tile and
// reading it: a thread reads the tile entries its neighbours store.
#define TILE 8

__global__ void laplace5(const float *in, float *out, int width, int height) {
  __shared__ float tile[TILE + 2][TILE + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TILE + tx, y = blockIdx.y * TILE + ty;
  tile[ty + 1][tx + 1] = in[y * width + x];
  if (tx == 0)
    tile[ty + 1][0] = x > 0 ? in[y * width + x - 1] : 0.0f;
  if (tx == TILE - 1)
    tile[ty + 1][TILE + 1] = x + 1 < width ? in[y * width + x + 1] : 0.0f;
  if (ty == 0)
    tile[0][tx + 1] = y > 0 ? in[(y - 1) * width + x] : 0.0f;
  if (ty == TILE - 1)
    tile[TILE + 1][tx + 1] = y + 1 < height ? in[(y + 1) * width + x] : 0.0f;
  out[y * width + x] = tile[ty][tx + 1] + tile[ty + 2][tx + 1] +
                       tile[ty + 1][tx] + tile[ty + 1][tx + 2] -
                       4.0f * tile[ty + 1][tx + 1];
}
