//--blockDim=64 --gridDim=2 --arg n=128
//expect: data-race
// Sequential-addressing reduction where the barrier at the end of the loop
// body was moved out of the loop "for speed": the next round reads partial
// sums other threads are still writing.
#include <cstdio>
#include <cstdlib>
#include <vector>

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s failed: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

template <unsigned BlockSize>
__global__ void reduceSeq(const float *in, float *out, unsigned n) {
  __shared__ float s[BlockSize];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * BlockSize + t;
  s[t] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned stride = BlockSize / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
  }
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = s[0];
}

int main() {
  const unsigned n = 4096, bs = 64, blocks = n / bs;
  std::vector<float> h(n, 1.0f), partial(blocks);
  float *d_in = nullptr, *d_out = nullptr;
  check(cudaMalloc(&d_in, n * sizeof(float)), "cudaMalloc");
  check(cudaMalloc(&d_out, blocks * sizeof(float)), "cudaMalloc");
  check(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice),
        "copy in");
  reduceSeq<bs><<<blocks, bs>>>(d_in, d_out, n);
  check(cudaDeviceSynchronize(), "kernel");
  check(cudaMemcpy(partial.data(), d_out, blocks * sizeof(float),
                   cudaMemcpyDeviceToHost),
        "copy out");
  float total = 0;
  for (float p : partial)
    total += p;
  std::printf("%s\n", total == (float)n ? "PASSED" : "FAILED");
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
