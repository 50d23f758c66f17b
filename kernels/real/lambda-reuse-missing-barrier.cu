//--blockDim=64 --gridDim=1 --arg n=64
//expect: data-race
// The same block reduction as lambda-block-reduce.cu without the barrier
// that protects the shared buffer between two calls: the second call's
// first store races with slow readers of smem[0] from the first.
template <int BlockSize, typename Op>
__device__ float blockReduce(float *smem, float v, Op op) {
  int t = threadIdx.x;
  smem[t] = v;
  __syncthreads();
  for (int s = BlockSize / 2; s > 0; s >>= 1) {
    if (t < s)
      smem[t] = op(smem[t], smem[t + s]);
    __syncthreads();
  }
  return smem[0];
}

__global__ void sumAndMax(const float *in, float *out, int n) {
  __shared__ float smem[64];
  int i = threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  auto plus = [](float a, float b) { return a + b; };
  auto maxOp = [](float a, float b) { return a > b ? a : b; };
  float s = blockReduce<64>(smem, v, plus);
  float m = blockReduce<64>(smem, v, maxOp);
  if (threadIdx.x == 0)
    out[0] = s + m;
}
