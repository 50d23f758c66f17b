//--blockDim=32 --gridDim=2 --buffer in=64 --buffer out=4
//expect: data-race
// Two block reductions through one shared buffer, each a call of a device
// function that takes the combining operation as a lambda. Inside a call
// every access is ordered by the function's own barriers; across the two
// calls nothing orders the last reads of the first (`return buf[0]`) and
// the first writes of the second. The barrier belongs between the two
// calls in the kernel: no place inside the device function would do (a
// barrier at its start would also serve, but the fix that says what is
// wrong is at the call site), and the lambdas' bodies, although written
// in the kernel, run inside the reductions' loops under thread-dependent
// branches, where a barrier would diverge.

#include <cuda_runtime.h>

template <int N, typename Op>
__device__ int reduceBlock(int *buf, int v, Op op) {
  int t = threadIdx.x;
  buf[t] = v;
  __syncthreads();
  for (int s = N / 2; s > 0; s /= 2) {
    if (t < s)
      buf[t] = op(buf[t], buf[t + s]);
    __syncthreads();
  }
  return buf[0];
}

__global__ void sumAndMin(const int *in, int *out) {
  __shared__ int buf[32];
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  auto add = [](int a, int b) { return a + b; };
  auto least = [](int a, int b) { return a < b ? a : b; };
  int sum = reduceBlock<32>(buf, v, add);
  int low = reduceBlock<32>(buf, v, least);
  if (threadIdx.x == 0) {
    out[2 * blockIdx.x] = sum;
    out[2 * blockIdx.x + 1] = low;
  }
}

// CHECK-FIXES: {{^}}  int sum = reduceBlock<32>(buf, v, add);{{$}}
// CHECK-FIXES-NEXT: {{^}}  __syncthreads();{{$}}
// CHECK-FIXES-NEXT: {{^}}  int low = reduceBlock<32>(buf, v, least);{{$}}
