// 1-D three-point stencil with a shared tile and a halo of one element on
// each side, loaded by the first and last threads of the block.
//expect: safe
__global__ void stencil(const int *in, int *out, int n) {
  __shared__ int tile[1026];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  tile[t + 1] = in[g];
  if (t == 0)
    tile[0] = g > 0 ? in[g - 1] : 0;
  if (t == blockDim.x - 1)
    tile[t + 2] = g + 1 < n ? in[g + 1] : 0;
  __syncthreads();
  out[g] = tile[t] + tile[t + 1] + tile[t + 2];
}
