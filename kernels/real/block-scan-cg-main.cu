//--blockDim=32 --gridDim=2 --arg n=64
//expect: safe
// The host side of block-scan-cg.cuh in the style of the SDK samples:
// pinned host memory, a non-blocking stream, the profiler API, timing
// with std::chrono and an error-check macro that exits.
#include <algorithm>
#include <cassert>
#include <chrono>
#include <cuda_profiler_api.h>
#include <iostream>
#include <numeric>
#include <vector>

#include "block-scan-cg.cuh"

#define checkCuda(x)                                                         \
  do {                                                                       \
    cudaError_t e = (x);                                                     \
    if (e != cudaSuccess) {                                                  \
      std::cerr << "CUDA error " << cudaGetErrorString(e) << " at "          \
                << __FILE__ << ":" << __LINE__ << std::endl;                 \
      std::exit(EXIT_FAILURE);                                               \
    }                                                                        \
  } while (0)

int main() {
  const unsigned n = 1 << 16;
  std::vector<int> h(n);
  std::iota(h.begin(), h.end(), 0);
  int *pinned;
  checkCuda(cudaMallocHost(&pinned, n * sizeof(int)));
  std::copy(h.begin(), h.end(), pinned);
  int *d_in, *d_out;
  checkCuda(cudaMalloc(&d_in, n * sizeof(int)));
  checkCuda(cudaMalloc(&d_out, n * sizeof(int)));
  cudaStream_t s;
  checkCuda(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  checkCuda(cudaMemcpyAsync(d_in, pinned, n * sizeof(int),
                            cudaMemcpyHostToDevice, s));
  cudaProfilerStart();
  auto t0 = std::chrono::high_resolution_clock::now();
  blockScan<int, 32><<<(n + 31) / 32, 32, 0, s>>>(d_in, d_out, n);
  checkCuda(cudaStreamSynchronize(s));
  auto t1 = std::chrono::high_resolution_clock::now();
  cudaProfilerStop();
  std::cout << "scan: "
            << std::chrono::duration<double, std::milli>(t1 - t0).count()
            << " ms\n";
  checkCuda(cudaMemcpy(pinned, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  for (unsigned i = 1; i < 32; ++i)
    assert(pinned[i] == pinned[i - 1] + (int)i);
  cudaFreeHost(pinned);
  cudaStreamDestroy(s);
  return 0;
}
