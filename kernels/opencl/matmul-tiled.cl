//--local_size=[2,2] --num_groups=[2,2] --arg n=4 --buffer A=16 --buffer B=16 --buffer C=16
//expect: safe
// Tiled matrix multiplication C = A * B (n x n, n a multiple of the tile):
// each work-group loads a tile of A and of B into local memory per step,
// with a barrier after the loads and one before the next step's loads.

#define TILE 2

__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int n) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; ++t) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
