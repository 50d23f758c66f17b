//--blockDim=32 --gridDim=2 --arg n=64
//expect: data-race
// Block 1 consumes what block 0 produced, "synchronised" by
// __syncthreads(), which only orders threads of one block: an inter-block
// race on the partial result.
__global__ void produceConsume(float *partial, float *out, int n) {
  int t = threadIdx.x;
  if (blockIdx.x == 0)
    partial[t] = 2.0f * t;
  __syncthreads();
  if (blockIdx.x == 1 && t < n)
    out[t] = partial[(t + 1) % blockDim.x];
}
