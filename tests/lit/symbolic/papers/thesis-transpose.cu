// Thesis Figure 3.8 (tiling, the CUDA SDK transpose): proved at the
// thesis's launch (2x2 blocks of 4x2 threads, an 8x8 matrix) with the
// access-range and stride rules. For other launches or smaller matrices
// tiles overlap (PUG: the transpose is incorrect when the matrix is smaller
// than the block): a confirmed race.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=2,2 --blockDim=4,2 --arg width=8 --arg height=8 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PAPER
// PAPER: note: verified for every launch and input that satisfy:
// PAPER: exit=0
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=2,2 --blockDim=4,2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SMALL
// SMALL: error: data race on 'odata[{{[0-9]+}}]'
// SMALL: note: confirmed by a concrete run
// SMALL: exit=1

#define TILE_DIM 4
#define BLOCK_ROWS 2
__global__ void transpose(float *odata, float *idata, int width, int height) {
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + width * yIndex;
  int index_out = yIndex + height * xIndex;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    odata[index_out + i] = idata[index_in + i * width];
  }
}
