//--blockDim=32 --gridDim=2 --arg n=64
//expect: safe
// A block-wide inclusive scan (Hillis-Steele) as a header of kernel
// templates, with cooperative groups' block handle, __umul24 for the block
// offset and __ldg for the input; block-scan-cg-main.cu launches it. The
// explicit instantiation lets the header be checked on its own.
#pragma once
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

template <typename T, unsigned BLOCK>
__global__ void blockScan(const T *__restrict__ in, T *__restrict__ out,
                          unsigned n) {
  __shared__ T buf[BLOCK];
  cg::thread_block cta = cg::this_thread_block();
  unsigned t = threadIdx.x, i = __umul24(blockIdx.x, BLOCK) + t;
  buf[t] = i < n ? __ldg(&in[i]) : T(0);
  cta.sync();
  for (unsigned off = 1; off < BLOCK; off <<= 1) {
    T v = t >= off ? buf[t - off] : T(0);
    cta.sync();
    buf[t] += v;
    cta.sync();
  }
  if (i < n)
    out[i] = buf[t];
}

template __global__ void blockScan<int, 32>(const int *, int *, unsigned);
