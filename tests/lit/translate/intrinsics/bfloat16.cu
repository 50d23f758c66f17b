// __nv_bfloat16 as exact values: the high 16 bits of a float, rounded to
// nearest even (not truncated), with the float's exponent range; the
// directed roundings, arithmetic rounded once, __hfma rounded once even
// where the double sum lands on a midpoint, integer conversions and the
// bfloat162 lanes. checks() also runs on the host with NVIDIA's cuda_bf16.h
// (nvcc), with the same results.
// RUN: %scopecheck check %s --blockDim=1
// RUN: sh -c '%scopecheck check %s --blockDim=1 -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: bfloat16.cu:{{[0-9]+}}:3: error: assertion failed: __bfloat16_as_ushort(__float2bfloat16(1.0f / 3)) == 0x3eaa
// CHECK: exit=1
#include <cuda_bf16.h>
#include <cassert>

__host__ __device__ unsigned short bits(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }
__host__ __device__ __nv_bfloat16 bb(unsigned short b) { return __ushort_as_bfloat16(b); }

__host__ __device__ void checks() {
  // 1/3f = 0x3eaaaaab: rounding gives 0x3eab, truncation would give 0x3eaa.
  assert(bits(__float2bfloat16(1.0f / 3)) == 0x3eab);
  assert(bits(__float2bfloat16_rn(1.0f)) == 0x3f80 && bits(__float2bfloat16(-2.0f)) == 0xc000);
  assert(bits(__float2bfloat16_rz(1.0f / 3)) == 0x3eaa && bits(__float2bfloat16_rd(-1.0f / 3)) == 0xbeab);
  assert(bits(__float2bfloat16_ru(1.0f / 3)) == 0x3eab);
  // Ties to even: 1 + 2^-8 lies halfway between 0x3f80 and 0x3f81.
  assert(bits(__float2bfloat16(1.00390625f)) == 0x3f80);
  assert(bits(__float2bfloat16(1.01171875f)) == 0x3f82);
  // The largest float rounds up beyond the largest bfloat16: infinity.
  assert(bits(__float2bfloat16(3.4028234663852886e38f)) == 0x7f80);
  assert(bits(__double2bfloat16(1e300)) == 0x7f80 && bits(__double2bfloat16(0.1)) == 0x3dcd);
  assert(__bfloat162float(bb(0x3eab)) == 0.333984375f);
  assert(__bfloat162float(bb(0x0001)) == 9.18354961579912115600575419705e-41f);
  // Arithmetic rounded once.
  assert(bits(__hadd(__float2bfloat16(1.0f), __float2bfloat16(0.00390625f))) == 0x3f80);
  assert(bits(__hmul(__float2bfloat16(3.0f), __float2bfloat16(1.0f / 3))) == 0x3f80);
  assert(bits(__hsub(__float2bfloat16(256.0f), __float2bfloat16(1.0f))) == 0x437f);
  assert(bits(__hdiv(__float2bfloat16(1.0f), __float2bfloat16(3.0f))) == 0x3eab);
  __nv_bfloat16 a = __float2bfloat16(1.5f), b = __float2bfloat16(2.0f);
  assert(bits(a + b) == 0x4060 && bits(a * b) == 0x4040 && a < b && a != b);
  assert(bits(__hmax(a, b)) == 0x4000 && bits(__hmin(bb(0x7fc0), a)) == 0x3fc0);
  assert(bits(__int2bfloat16_rn(257)) == 0x4380);
  // 2^60 + 2^52 + 1 is just above a midpoint; as a double it is the midpoint.
  assert(bits(__ll2bfloat16_rn(1157425104234217473ll)) == 0x5d81);
  assert(bits(__ll2bfloat16_rn(1157425104234217472ll)) == 0x5d80);
  __nv_bfloat162 p = __floats2bfloat162_rn(1.0f, 2.0f);
  __nv_bfloat162 s = __hadd2(p, p);
  assert(__low2float(s) == 2.0f && __high2float(s) == 4.0f);
  assert(bits(__high2bfloat16(__halves2bfloat162(a, b))) == 0x4000);
}

__device__ void device_checks() {
  assert(bits(__int2bfloat16_ru(257)) == 0x4381 && bits(__int2bfloat16_rz(-257)) == 0xc380);
  // (1 + 2^-1)(1 + 2^-7) = 1.5 + 3 * 2^-8 is a midpoint of bfloat16;
  // adding -2^-70 puts the exact value just below it: rounded once it is
  // 0x3fc1; a double sum lands on the midpoint and its tie would give
  // 0x3fc2.
  assert(bits(__hfma(bb(0x3fc0), bb(0x3f81), bb(0x9c80))) == 0x3fc1);
  assert(bits(__hfma(bb(0x3fc0), bb(0x3f81), bb(0x1c80))) == 0x3fc2);
  assert(bits(__hfma(bb(0x3fc0), bb(0x3f81), bb(0x0000))) == 0x3fc2);
  assert(__bfloat162int_rn(__float2bfloat16(2.5f)) == 2 && __bfloat162int_rz(__float2bfloat16(-2.5f)) == -2);
}

__global__ void k(__nv_bfloat16 *out) {
  checks();
  device_checks();
  out[threadIdx.x] = __float2bfloat16(threadIdx.x + 0.5f);
#ifdef WRONG
  assert(__bfloat16_as_ushort(__float2bfloat16(1.0f / 3)) == 0x3eaa);
#endif
}

#ifndef __SCOPECHECK__
int main() {
  checks();
  return 0;
}
#endif
