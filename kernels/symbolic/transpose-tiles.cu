// The CUDA SDK's naive tiled transpose (thesis Fig. 3.8) at the launch
// the thesis uses, stated with __requires: 2x2 blocks of 4x2 threads, an
// 8x8 matrix; each thread copies two elements of its tile.
//expect: safe
#define TILE_DIM 4
#define BLOCK_ROWS 2
__global__ void transpose(int *odata, int *idata, int width, int height) {
  __requires(blockDim.x == 4 && blockDim.y == 2 && gridDim.x == 2 &&
             gridDim.y == 2 && width == 8 && height == 8);
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + width * yIndex;
  int index_out = yIndex + height * xIndex;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i] = idata[index_in + i * width];
}
