//--local_size=[2,2] --num_groups=[2,2] --arg n=4 --buffer A=16 --buffer B=16 --buffer C=16
//expect: data-race
// matmul-tiled.cl without the second barrier: a fast work-item loads the
// next step's tile over values a slower one is still multiplying.

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
  }
  C[row * n + col] = acc;
}
