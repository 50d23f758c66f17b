//--blockDim=128 --gridDim=4 --arg N=1024
//expect: data-race
// The dot product with the per-block result added to the total by a plain
// read-modify-write instead of atomicAdd: the first threads of different
// blocks race on *c.
__global__ void dot(int N, const float *a, const float *b, float *c) {
  __shared__ float cache[128];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  float temp = 0;
  for (; tid < N; tid += blockDim.x * gridDim.x)
    temp += a[tid] * b[tid];
  cache[threadIdx.x] = temp;
  __syncthreads();
  for (int i = blockDim.x / 2; i != 0; i /= 2) {
    if (threadIdx.x < i)
      cache[threadIdx.x] += cache[threadIdx.x + i];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *c += cache[0];
}
