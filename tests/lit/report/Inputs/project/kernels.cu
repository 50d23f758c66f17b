// Three kernels, launched by scopecheck.toml beside this file: 'racy' has a
// race between the write and the read of neighbours (no barrier), 'fixed'
// has the barrier, 'scan<int>' only a launch from the //-- line below
// (templates are named with their arguments).
//--blockDim=4
__global__ void racy(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
__global__ void fixed(int *out, int n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x + blockDim.x * threadIdx.y;
  s[t] = t * n;
  __syncthreads();
  out[t] = s[(t + 1) % (blockDim.x * blockDim.y)];
}
template <typename T> __global__ void scan(T *data) {
  data[threadIdx.x] += 1;
}
template __global__ void scan<int>(int *);
