// C++ in kernels: member functions, constructors with initialisers,
// member and free operators, conversion operators (the samples' SharedMemory<T>
// idiom), static constexpr members, structures by reference.
// RUN: %scopecheck check %s --arg n=128
// RUN: sh -c '%scopecheck check %s --arg n=128 -DRACE 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: cxx-members.cu:{{[0-9]+}}:{{[0-9]+}}: error: data race on '__smem[{{[0-9]+}}] of block {{[0-9]}}'
// CHECK: exit=1
//--blockDim=64 --gridDim=2 --dynamic-shared=256
template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};
struct Acc {
  float sum; int n;
  __device__ Acc() : sum(0), n(0) {}
  __device__ Acc(float s, int k) : sum(s), n(k) {}
  __device__ void add(float v) { sum += v; ++n; }
  __device__ float mean() const { return n ? sum / n : 0.0f; }
  __device__ Acc operator+(const Acc &o) const { return Acc(sum + o.sum, n + o.n); }
  static constexpr int kScale = 2;
};
__device__ Acc operator*(const Acc &a, float f) { return Acc(a.sum * f, a.n); }
__device__ void reset(Acc &a) { a.sum = 0; a.n = 0; }
template <class T, unsigned blockSize, bool nIsPow2>
__global__ void reduce(const T *g_idata, T *g_odata, unsigned int n) {
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockSize + threadIdx.x;
  Acc a; a.add(i < n ? (float)g_idata[i] : 0.0f);
  Acc b(1.0f, 1);
  Acc c = a + b;
  Acc d = c * 2.0f;
  reset(d);
  assert(d.n == 0 && c.n == 2);
  sdata[tid] = (T)(c.mean() * Acc::kScale);
  __syncthreads();
  for (unsigned s = blockSize / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
#ifndef RACE
    __syncthreads();
#endif
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
template __global__ void reduce<int, 64, true>(const int *, int *, unsigned);
