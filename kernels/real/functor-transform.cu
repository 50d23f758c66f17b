//--blockDim=64 --gridDim=2 --arg n=100 --arg op.a=3 --arg op.b=-1
//expect: safe
// A transform kernel templated over a functor passed by value (a structure
// with an operator() and its parameters), as thrust-like code writes it.
#include <cstdio>

struct Affine {
  int a, b;
  __host__ __device__ int operator()(int x) const { return a * x + b; }
};

template <typename Op>
__global__ void transform(const int *in, int *out, int n, Op op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = op(in[i]);
}

int main() {
  const int n = 1 << 20;
  int *in, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  transform<<<128, 256>>>(in, out, n, Affine{3, -1});
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in);
  cudaFree(out);
  return 0;
}
