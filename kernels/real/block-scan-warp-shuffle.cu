//--blockDim=64 --gridDim=2 --arg n=128 --buffer in=128 --buffer out=128 --buffer blockSums=2 --init in=iota
//expect: safe
// Block-wide inclusive scan: a warp scan with __shfl_up_sync, the warps'
// totals in shared memory, then a scan of those totals by warp 0.
#include <cstdio>
#include <cstdlib>
constexpr int WARP = 32;
__device__ __forceinline__ int warpInclusiveScan(int v, unsigned lane) {
#pragma unroll
  for (int d = 1; d < WARP; d <<= 1) {
    int up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  return v;
}
template <int BLOCK>
__global__ void blockScan(const int *in, int *out, int *blockSums, int n) {
  static_assert(BLOCK % WARP == 0, "whole warps");
  __shared__ int warpTotals[BLOCK / WARP];
  int gid = blockIdx.x * BLOCK + threadIdx.x;
  unsigned lane = threadIdx.x % WARP, warp = threadIdx.x / WARP;
  int v = gid < n ? in[gid] : 0;
  v = warpInclusiveScan(v, lane);
  if (lane == WARP - 1) warpTotals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int t = lane < BLOCK / WARP ? warpTotals[lane] : 0;
    t = warpInclusiveScan(t, lane);
    if (lane < BLOCK / WARP) warpTotals[lane] = t;
  }
  __syncthreads();
  if (warp > 0) v += warpTotals[warp - 1];
  if (gid < n) out[gid] = v;
  if (threadIdx.x == BLOCK - 1) blockSums[blockIdx.x] = v;
}
int main() {
  const int n = 1 << 20, B = 64;
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) h[i] = 1;
  int *d_in, *d_out, *d_sums;
  cudaMalloc(&d_in, n * sizeof(int)); cudaMalloc(&d_out, n * sizeof(int)); cudaMalloc(&d_sums, (n / B) * sizeof(int));
  cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  blockScan<B><<<n / B, B>>>(d_in, d_out, d_sums, n);
  cudaMemcpy(h, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s\n", h[B - 1] == B ? "PASSED" : "FAILED");
  free(h); cudaFree(d_in); cudaFree(d_out); cudaFree(d_sums);
  return 0;
}
