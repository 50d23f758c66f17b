// half (IEEE binary16) as exact values: conversions round to nearest even
// with gradual underflow and overflow to infinity, the directed roundings,
// arithmetic computed exactly and rounded once (__hfma once for the fused
// operation), comparisons ordered and unordered, max/min with NaN, integer
// conversions that saturate, and the half2 lane operations. The checks are
// a __host__ __device__ function: compiled by nvcc and run on the host, the
// same assertions hold with NVIDIA's cuda_fp16.h (docs/cuda-support.md).
// RUN: %scopecheck check %s --blockDim=1
// RUN: sh -c '%scopecheck check %s --blockDim=1 -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: half.cu:{{[0-9]+}}:3: error: assertion failed: __half_as_ushort(__float2half_rn(1.0f / 3)) == 0x3556
// CHECK: exit=1
#include <cuda_fp16.h>
#include <cassert>

__host__ __device__ unsigned short bits(__half h) { return __half_as_ushort(h); }
__host__ __device__ __half hb(unsigned short b) { return __ushort_as_half(b); }

__host__ __device__ void checks() {
  // Conversions from float: 65504 is the largest value, 65520 the midpoint
  // to the next power of two rounds (to even) to infinity.
  assert(bits(__float2half(1.0f)) == 0x3c00 && bits(__float2half(-2.0f)) == 0xc000);
  assert(bits(__float2half_rn(65504.0f)) == 0x7bff);
  assert(bits(__float2half_rn(65519.0f)) == 0x7bff && bits(__float2half_rn(65520.0f)) == 0x7c00);
  assert(bits(__float2half_rn(1.0f / 3)) == 0x3555 && bits(__float2half_rn(0.1f)) == 0x2e66);
  // Ties to even: 1 + 2^-11 is halfway between 1 and 1 + 2^-10.
  assert(bits(__float2half_rn(1.00048828125f)) == 0x3c00);
  assert(bits(__float2half_rn(1.00146484375f)) == 0x3c02);
  // Subnormals: 2^-24 is the smallest, 2^-25 a tie that goes to zero.
  assert(bits(__float2half_rn(5.9604644775390625e-08f)) == 0x0001);
  assert(bits(__float2half_rn(2.98023223876953125e-08f)) == 0x0000);
  assert(bits(__float2half_rn(-2.98023223876953125e-08f)) == 0x8000);
  assert(bits(__float2half_rn(6.103515625e-05f)) == 0x0400);
  // Directed roundings.
  assert(bits(__float2half_rz(1.0f / 3)) == 0x3555 && bits(__float2half_ru(1.0f / 3)) == 0x3556);
  assert(bits(__float2half_rd(-1.0f / 3)) == 0xb556 && bits(__float2half_ru(-1.0f / 3)) == 0xb555);
  assert(bits(__float2half_rz(1e6f)) == 0x7bff && bits(__float2half_rd(-1e6f)) == 0xfc00);
  assert(bits(__float2half_ru(1e-10f)) == 0x0001 && bits(__float2half_rd(1e-10f)) == 0x0000);
  assert(bits(__double2half(0.1)) == 0x2e66);
  // Back to float: exact.
  assert(__half2float(hb(0x3555)) == 0.333251953125f);
  assert(__half2float(hb(0x0001)) == 5.9604644775390625e-08f);
  assert(__half2float(hb(0xfbff)) == -65504.0f);
  // Arithmetic: one rounding of the exact result.
  assert(bits(__hadd(__float2half(1.0f), __float2half(0.00048828125f))) == 0x3c00);
  assert(bits(__hadd(__float2half(1.0f), __float2half(0.00146484375f))) == 0x3c02);
  assert(bits(__hmul(__float2half(300.0f), __float2half(300.0f))) == 0x7c00);
  assert(bits(__hsub(__float2half(1.0f), __float2half(1.0f))) == 0x0000);
  assert(bits(__hdiv(__float2half(1.0f), __float2half(3.0f))) == 0x3555);
  assert(bits(__hmul(__float2half(0.1f), __float2half(10.0f))) == 0x3c00);
  assert(bits(__hsub(__hmul(hb(0x3c01), hb(0x3c01)), hb(0x3c00))) == 0x1800);
  assert(bits(__hneg(hb(0x3c00))) == 0xbc00 && bits(__habs(hb(0xc000))) == 0x4000);
  assert(bits(__hadd_sat(__float2half(0.75f), __float2half(0.5f))) == 0x3c00);
  assert(bits(__hsub_sat(__float2half(0.25f), __float2half(0.5f))) == 0x0000);
  // Operators as cuda_fp16.hpp defines them.
  __half a = __float2half(1.5f), b = __float2half(2.0f);
  assert(bits(a + b) == 0x4300 && bits(a * b) == 0x4200 && bits(-a) == 0xbe00);
  assert(a < b && !(a > b) && a != b && a == __float2half(1.5f));
  __half c = a;
  c += b;
  c *= b;
  assert(bits(c) == 0x4700); // (1.5 + 2) * 2 = 7
  // Comparisons with NaN: ordered false, unordered true.
  __half n = hb(0x7e00);
  assert(!__heq(n, n) && __hequ(n, n) && !__hlt(n, a) && __hltu(n, a));
  assert(__hisnan(n) && !__hisnan(a) && __hisinf(hb(0xfc00)) == -1);
  // max/min: NaN gives the other operand; _nan gives the canonical NaN.
  assert(bits(__hmax(n, a)) == 0x3e00 && bits(__hmin(a, n)) == 0x3e00);
  assert(bits(__hmax_nan(n, a)) == 0x7fff);
  assert(bits(__hmax(hb(0x8000), hb(0x0000))) == 0x0000);
  // Integer conversions: rounding modes, saturation, NaN is 0.
  assert(bits(__int2half_rn(65505)) == 0x7bff && bits(__int2half_rn(70000)) == 0x7c00);
  assert(bits(__int2half_rz(70000)) == 0x7bff && bits(__int2half_rn(2049)) == 0x6800);
  assert(bits(__int2half_ru(2049)) == 0x6801 && bits(__uint2half_rn(3u)) == 0x4200);
  assert(bits(__ll2half_rd(-2049ll)) == 0xe801 && bits(__short2half_rn((short)-1)) == 0xbc00);
  // half2: lanes, packing.
  __half2 p = __floats2half2_rn(1.0f, 2.0f), q = __halves2half2(b, a);
  assert(bits(__low2half(p)) == 0x3c00 && bits(__high2half(p)) == 0x4000);
  assert(__low2float(q) == 2.0f && __high2float(q) == 1.5f);
  __half2 s = __hadd2(p, q);
  assert(__low2float(s) == 3.0f && __high2float(s) == 3.5f);
  __half2 m = __hmul2(p, q);
  assert(__low2float(m) == 2.0f && __high2float(m) == 3.0f);
  assert(__heq2_mask(p, __halves2half2(__float2half(1.0f), a)) == 0x0000ffffu);
  assert(__hbgt2(q, p) == false && __hblt2(p, __float2half2_rn(3.0f)));
  float2 g = __half22float2(__lowhigh2highlow(p));
  assert(g.x == 2.0f && g.y == 1.0f);
  assert(__low2float(__hmax2(p, q)) == 2.0f && __high2float(__hmax2(p, q)) == 2.0f);
  assert(__low2float(__hneg2(p)) == -1.0f);
}

// Functions that nvcc gives to device code only (checked on the host
// through their float definitions in the comments).
__device__ void device_checks() {
  __half a = __float2half(1.5f), n = hb(0x7e00);
  __half2 p = __floats2half2_rn(1.0f, 2.0f), q = __halves2half2(__float2half(2.0f), a);
  // (1 + 2^-10)(1 + 3 * 2^-10) - 1 = 2^-8 + 3 * 2^-20: rounded once it is
  // 2^-8 + 2^-18 (0x1c01); rounding the product first loses 3 * 2^-20
  // (0x1c00). (1 + 2^-10)^2 - 1 = 2^-9 + 2^-20 is a tie: even is 0x1800.
  assert(bits(__hfma(hb(0x3c01), hb(0x3c03), hb(0xbc00))) == 0x1c01);
  assert(bits(__hfma(hb(0x3c01), hb(0x3c01), hb(0xbc00))) == 0x1800);
  assert(__half2int_rn(__float2half(2.5f)) == 2 && __half2int_rn(__float2half(3.5f)) == 4);
  assert(__half2int_rz(__float2half(-2.75f)) == -2 && __half2int_rd(__float2half(-2.25f)) == -3);
  assert(__half2int_ru(__float2half(2.25f)) == 3 && __half2int_rn(n) == 0);
  assert(__half2short_rn(__float2half(60000.0f)) == 32767);
  assert(__half2uint_rn(__float2half(-5.0f)) == 0u && __half2ushort_rz(hb(0x7c00)) == 65535);
  __half2 f = __hfma2(p, q, p);
  assert(__low2float(f) == 3.0f && __high2float(f) == 5.0f);
  assert(bits(hsqrt(__float2half(2.0f))) == 0x3da8 && bits(hrcp(__float2half(3.0f))) == 0x3555);
  assert(bits(hrint(__float2half(2.5f))) == 0x4000 && bits(hfloor(__float2half(-1.5f))) == 0xc000);
  assert(bits(__hsub(__hmul(hb(0x3c01), hb(0x3c03)), hb(0x3c00))) == 0x1c00);
}

__global__ void k(__half *out) {
  checks();
  device_checks();
  out[threadIdx.x] = __float2half(threadIdx.x + 0.5f);
#ifdef WRONG
  assert(__half_as_ushort(__float2half_rn(1.0f / 3)) == 0x3556);
#endif
}

#ifndef __SCOPECHECK__
int main() {
  checks();
  return 0;
}
#endif
