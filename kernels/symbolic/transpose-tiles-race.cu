// The same transpose for any matrix size: with a height below the tile's
// span, two threads' rows overlap (PUG: incorrect when the matrix is
// smaller than the block).
//expect: data-race
#define TILE_DIM 4
#define BLOCK_ROWS 2
__global__ void transpose(int *odata, int *idata, int width, int height) {
  __requires(blockDim.x == 4 && blockDim.y == 2 && gridDim.x == 2 &&
             gridDim.y == 2);
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + width * yIndex;
  int index_out = yIndex + height * xIndex;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i] = idata[index_in + i * width];
}
