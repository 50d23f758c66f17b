//===- __scopecheck_fp16.h - half and bfloat16 as exact values -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// CUDA's 16-bit floating-point types, written by us from the CUDA Math API
// reference (cuda_fp16.h, cuda_bf16.h): `__half` (IEEE binary16) and
// `__nv_bfloat16` are structures holding their bits (`unsigned short __x`),
// `__half2` and `__nv_bfloat162` pairs of them (`x`, `y`). Every value
// computation goes through four primitives that the front-end translates to
// the IR's exact conversions (docs/ir.md, "16-bit floating point"):
//
//   __scopecheck_f16trunc(float or double)  f16trunc.i16: nearest half, ties
//                                            to even, as bits
//   __scopecheck_f16ext(unsigned short)     f16ext.f32: the exact value
//   __scopecheck_bf16trunc / _bf16ext       the same for bfloat16
//
// Arithmetic is computed in float (exact operands) and rounded once, as
// CUDA defines it; a float result rounded again to 16 bits is the correctly
// rounded result (24 >= 2 * 11 + 2 bits: double rounding is innocuous for
// + - * / and sqrt). Fused multiply-add is computed in double with its
// exact error (TwoSum), so it is rounded once as well. Directed roundings
// (_rz, _rd, _ru) step the nearest value by one unit in the last place
// when it lies on the wrong side of the exact value. The approximate
// transcendental functions (hexp, hsin, ...) are declared and diagnosed.
//
//===----------------------------------------------------------------------===//

#ifndef __SCOPECHECK_FP16_H
#define __SCOPECHECK_FP16_H

#define __SC_HF static __host__ __device__ __inline__
#define __SC_HM __host__ __device__

__host__ __device__ unsigned short __scopecheck_f16trunc(float x);
__host__ __device__ unsigned short __scopecheck_f16trunc(double x);
__host__ __device__ float __scopecheck_f16ext(unsigned short bits);
__host__ __device__ unsigned short __scopecheck_bf16trunc(float x);
__host__ __device__ unsigned short __scopecheck_bf16trunc(double x);
__host__ __device__ float __scopecheck_bf16ext(unsigned short bits);

// A double that a 16-bit rounding treats like the 64-bit integer m: m itself
// below 2^53, otherwise its top bits with a sticky last bit (exact in
// double; far below any 16-bit format's rounding position there).
__SC_HF double __scopecheck_u64_exact(unsigned long long m) {
  if (m < 9007199254740992ull)
    return (double)m;
  return (double)((m >> 24) | ((m & 0xffffffull) != 0ull)) * 16777216.0;
}
__SC_HF double __scopecheck_s64_exact(long long v) {
  return v < 0 ? -__scopecheck_u64_exact(0ull - (unsigned long long)v)
               : __scopecheck_u64_exact((unsigned long long)v);
}
// Saturating conversions of an integral float (NaN gives 0).
__SC_HF int __scopecheck_sat_i(float r, int lo, int hi) {
  if (r != r)
    return 0;
  if (r <= (float)lo)
    return lo;
  if (r >= (float)hi)
    return hi;
  return (int)r;
}

// The API of one 16-bit type: T its name, T2 its pair, N the name part of
// the conversions (half, bfloat16), TR/EX the primitives, ONE the bits of 1.
#define __SC_FP16_TYPE(T, T2, RAW, RAW2, N, TR, EX)                            \
  struct RAW {                                                                 \
    unsigned short x;                                                          \
  };                                                                           \
  struct RAW2 {                                                                \
    unsigned short x;                                                          \
    unsigned short y;                                                          \
  };                                                                           \
  struct __align__(2) T {                                                      \
    unsigned short __x;                                                        \
    T() = default;                                                             \
    __SC_HM T(const RAW &hr) : __x(hr.x) {}                                    \
    __SC_HM T &operator=(const RAW &hr) {                                      \
      __x = hr.x;                                                              \
      return *this;                                                            \
    }                                                                          \
    __SC_HM operator RAW() const {                                             \
      RAW r;                                                                   \
      r.x = __x;                                                               \
      return r;                                                                \
    }                                                                          \
    __SC_HM T(const float f) : __x(TR(f)) {}                                   \
    __SC_HM T(const double f) : __x(TR(f)) {}                                  \
    __SC_HM operator float() const { return EX(__x); }                         \
    __SC_HM T &operator=(const float f) {                                      \
      __x = TR(f);                                                             \
      return *this;                                                            \
    }                                                                          \
    __SC_HM T &operator=(const double f) {                                     \
      __x = TR(f);                                                             \
      return *this;                                                            \
    }                                                                          \
    __SC_HM T(const short v);                                                  \
    __SC_HM T(const unsigned short v);                                         \
    __SC_HM T(const int v);                                                    \
    __SC_HM T(const unsigned int v);                                           \
    __SC_HM T(const long v);                                                   \
    __SC_HM T(const unsigned long v);                                          \
    __SC_HM T(const long long v);                                              \
    __SC_HM T(const unsigned long long v);                                     \
    __SC_HM operator signed char() const;                                      \
    __SC_HM operator unsigned char() const;                                    \
    __SC_HM operator char() const;                                             \
    __SC_HM operator short() const;                                            \
    __SC_HM operator unsigned short() const;                                   \
    __SC_HM operator int() const;                                              \
    __SC_HM operator unsigned int() const;                                     \
    __SC_HM operator long() const;                                             \
    __SC_HM operator unsigned long() const;                                    \
    __SC_HM operator long long() const;                                        \
    __SC_HM operator unsigned long long() const;                               \
    __SC_HM T &operator=(const short v);                                       \
    __SC_HM T &operator=(const unsigned short v);                              \
    __SC_HM T &operator=(const int v);                                         \
    __SC_HM T &operator=(const unsigned int v);                                \
    __SC_HM T &operator=(const long long v);                                   \
    __SC_HM T &operator=(const unsigned long long v);                          \
    __SC_HM operator bool() const { return (__x & 0x7fffu) != 0u; }            \
  };                                                                           \
  struct __align__(4) T2 {                                                     \
    T x;                                                                       \
    T y;                                                                       \
    T2() = default;                                                            \
    __SC_HM T2(const T &a, const T &b) : x(a), y(b) {}                         \
    __SC_HM T2(const RAW2 &r) {                                                \
      x.__x = r.x;                                                             \
      y.__x = r.y;                                                             \
    }                                                                          \
    __SC_HM T2 &operator=(const RAW2 &r) {                                     \
      x.__x = r.x;                                                             \
      y.__x = r.y;                                                             \
      return *this;                                                            \
    }                                                                          \
    __SC_HM operator RAW2() const {                                            \
      RAW2 r;                                                                  \
      r.x = x.__x;                                                             \
      r.y = y.__x;                                                             \
      return r;                                                                \
    }                                                                          \
  };                                                                           \
  /* Bits and values. */                                                       \
  __SC_HF T __scopecheck_mk_##N(unsigned short bits) {                         \
    T h;                                                                       \
    h.__x = bits;                                                              \
    return h;                                                                  \
  }                                                                            \
  __SC_HF T2 __scopecheck_mk2_##N(T a, T b) {                                  \
    T2 r;                                                                      \
    r.x = a;                                                                   \
    r.y = b;                                                                   \
    return r;                                                                  \
  }                                                                            \
  __SC_HF double __scopecheck_val_##N(unsigned short bits) {                   \
    return (double)EX(bits);                                                   \
  }                                                                            \
  /* Directed roundings of the exact value x whose nearest is h. */            \
  __SC_HF unsigned short __scopecheck_rz_##N(double x, unsigned short h) {     \
    double v = __scopecheck_val_##N(h);                                        \
    return (v < 0.0 ? -v : v) > (x < 0.0 ? -x : x) ? (unsigned short)(h - 1u) \
                                                    : h;                       \
  }                                                                            \
  __SC_HF unsigned short __scopecheck_rd_##N(double x, unsigned short h) {     \
    if (!(__scopecheck_val_##N(h) > x))                                        \
      return h;                                                                \
    return (h & 0x8000u) ? (unsigned short)(h + 1u)                            \
                         : (unsigned short)(h - 1u);                           \
  }                                                                            \
  __SC_HF unsigned short __scopecheck_ru_##N(double x, unsigned short h) {     \
    if (!(__scopecheck_val_##N(h) < x))                                        \
      return h;                                                                \
    return (h & 0x8000u) ? (unsigned short)(h - 1u)                            \
                         : (unsigned short)(h + 1u);                           \
  }                                                                            \
  __SC_HF T __scopecheck_rn_d_##N(double x) { return __scopecheck_mk_##N(TR(x)); } \
  __SC_HF T __scopecheck_rz_d_##N(double x) {                                  \
    return __scopecheck_mk_##N(__scopecheck_rz_##N(x, TR(x)));                 \
  }                                                                            \
  __SC_HF T __scopecheck_rd_d_##N(double x) {                                  \
    return __scopecheck_mk_##N(__scopecheck_rd_##N(x, TR(x)));                 \
  }                                                                            \
  __SC_HF T __scopecheck_ru_d_##N(double x) {                                  \
    return __scopecheck_mk_##N(__scopecheck_ru_##N(x, TR(x)));                 \
  }                                                                            \
  /* Conversions from float and double. */                                    \
  __SC_HF T __float2##N(const float a) { return __scopecheck_mk_##N(TR(a)); }  \
  __SC_HF T __float2##N##_rn(const float a) {                                  \
    return __scopecheck_mk_##N(TR(a));                                         \
  }                                                                            \
  __SC_HF T __float2##N##_rz(const float a) { return __scopecheck_rz_d_##N(a); } \
  __SC_HF T __float2##N##_rd(const float a) { return __scopecheck_rd_d_##N(a); } \
  __SC_HF T __float2##N##_ru(const float a) { return __scopecheck_ru_d_##N(a); } \
  __SC_HF T __double2##N(const double a) { return __scopecheck_mk_##N(TR(a)); } \
  __SC_HF float __##N##2float(const T a) { return EX(a.__x); }                 \
  __SC_HF T2 __float2##N##2_rn(const float a) {                                \
    T h = __float2##N##_rn(a);                                                 \
    return __scopecheck_mk2_##N(h, h);                                         \
  }                                                                            \
  __SC_HF T2 __floats2##N##2_rn(const float a, const float b) {                \
    return __scopecheck_mk2_##N(__float2##N##_rn(a), __float2##N##_rn(b));     \
  }                                                                            \
  __SC_HF T2 __float22##N##2_rn(const float2 a) {                              \
    return __floats2##N##2_rn(a.x, a.y);                                       \
  }                                                                            \
  __SC_HF float2 __##N##22float2(const T2 a) {                                 \
    float2 r;                                                                  \
    r.x = EX(a.x.__x);                                                         \
    r.y = EX(a.y.__x);                                                         \
    return r;                                                                  \
  }                                                                            \
  __SC_HF float __low2float(const T2 a) { return EX(a.x.__x); }                \
  __SC_HF float __high2float(const T2 a) { return EX(a.y.__x); }               \
  /* Conversions from integers (exact in double below 2^53). */                \
  __SC_HF T __int2##N##_rn(const int i) { return __scopecheck_rn_d_##N(i); }   \
  __SC_HF T __int2##N##_rz(const int i) { return __scopecheck_rz_d_##N(i); }   \
  __SC_HF T __int2##N##_rd(const int i) { return __scopecheck_rd_d_##N(i); }   \
  __SC_HF T __int2##N##_ru(const int i) { return __scopecheck_ru_d_##N(i); }   \
  __SC_HF T __uint2##N##_rn(const unsigned int i) { return __scopecheck_rn_d_##N(i); } \
  __SC_HF T __uint2##N##_rz(const unsigned int i) { return __scopecheck_rz_d_##N(i); } \
  __SC_HF T __uint2##N##_rd(const unsigned int i) { return __scopecheck_rd_d_##N(i); } \
  __SC_HF T __uint2##N##_ru(const unsigned int i) { return __scopecheck_ru_d_##N(i); } \
  __SC_HF T __short2##N##_rn(const short i) { return __scopecheck_rn_d_##N(i); } \
  __SC_HF T __short2##N##_rz(const short i) { return __scopecheck_rz_d_##N(i); } \
  __SC_HF T __short2##N##_rd(const short i) { return __scopecheck_rd_d_##N(i); } \
  __SC_HF T __short2##N##_ru(const short i) { return __scopecheck_ru_d_##N(i); } \
  __SC_HF T __ushort2##N##_rn(const unsigned short i) { return __scopecheck_rn_d_##N(i); } \
  __SC_HF T __ushort2##N##_rz(const unsigned short i) { return __scopecheck_rz_d_##N(i); } \
  __SC_HF T __ushort2##N##_rd(const unsigned short i) { return __scopecheck_rd_d_##N(i); } \
  __SC_HF T __ushort2##N##_ru(const unsigned short i) { return __scopecheck_ru_d_##N(i); } \
  __SC_HF T __ll2##N##_rn(const long long i) { return __scopecheck_rn_d_##N(__scopecheck_s64_exact(i)); } \
  __SC_HF T __ll2##N##_rz(const long long i) { return __scopecheck_rz_d_##N(__scopecheck_s64_exact(i)); } \
  __SC_HF T __ll2##N##_rd(const long long i) { return __scopecheck_rd_d_##N(__scopecheck_s64_exact(i)); } \
  __SC_HF T __ll2##N##_ru(const long long i) { return __scopecheck_ru_d_##N(__scopecheck_s64_exact(i)); } \
  __SC_HF T __ull2##N##_rn(const unsigned long long i) { return __scopecheck_rn_d_##N(__scopecheck_u64_exact(i)); } \
  __SC_HF T __ull2##N##_rz(const unsigned long long i) { return __scopecheck_rz_d_##N(__scopecheck_u64_exact(i)); } \
  __SC_HF T __ull2##N##_rd(const unsigned long long i) { return __scopecheck_rd_d_##N(__scopecheck_u64_exact(i)); } \
  __SC_HF T __ull2##N##_ru(const unsigned long long i) { return __scopecheck_ru_d_##N(__scopecheck_u64_exact(i)); } \
  /* Conversions to integers: the float value, rounded, saturated. */         \
  __SC_HF int __##N##2int_rn(const T h) { return __float2int_rn(EX(h.__x)); } \
  __SC_HF int __##N##2int_rz(const T h) { return __float2int_rz(EX(h.__x)); } \
  __SC_HF int __##N##2int_rd(const T h) { return __float2int_rd(EX(h.__x)); } \
  __SC_HF int __##N##2int_ru(const T h) { return __float2int_ru(EX(h.__x)); } \
  __SC_HF unsigned int __##N##2uint_rn(const T h) { return __float2uint_rn(EX(h.__x)); } \
  __SC_HF unsigned int __##N##2uint_rz(const T h) { return __float2uint_rz(EX(h.__x)); } \
  __SC_HF unsigned int __##N##2uint_rd(const T h) { return __float2uint_rd(EX(h.__x)); } \
  __SC_HF unsigned int __##N##2uint_ru(const T h) { return __float2uint_ru(EX(h.__x)); } \
  __SC_HF long long __##N##2ll_rn(const T h) { return __float2ll_rn(EX(h.__x)); } \
  __SC_HF long long __##N##2ll_rz(const T h) { return __float2ll_rz(EX(h.__x)); } \
  __SC_HF long long __##N##2ll_rd(const T h) { return __float2ll_rd(EX(h.__x)); } \
  __SC_HF long long __##N##2ll_ru(const T h) { return __float2ll_ru(EX(h.__x)); } \
  __SC_HF unsigned long long __##N##2ull_rn(const T h) { return __float2ull_rn(EX(h.__x)); } \
  __SC_HF unsigned long long __##N##2ull_rz(const T h) { return __float2ull_rz(EX(h.__x)); } \
  __SC_HF unsigned long long __##N##2ull_rd(const T h) { return __float2ull_rd(EX(h.__x)); } \
  __SC_HF unsigned long long __##N##2ull_ru(const T h) { return __float2ull_ru(EX(h.__x)); } \
  __SC_HF short __##N##2short_rn(const T h) { return (short)__scopecheck_sat_i(__scopecheck_rintf(EX(h.__x)), -32768, 32767); } \
  __SC_HF short __##N##2short_rz(const T h) { return (short)__scopecheck_sat_i(truncf(EX(h.__x)), -32768, 32767); } \
  __SC_HF short __##N##2short_rd(const T h) { return (short)__scopecheck_sat_i(floorf(EX(h.__x)), -32768, 32767); } \
  __SC_HF short __##N##2short_ru(const T h) { return (short)__scopecheck_sat_i(ceilf(EX(h.__x)), -32768, 32767); } \
  __SC_HF unsigned short __##N##2ushort_rn(const T h) { return (unsigned short)__scopecheck_sat_i(__scopecheck_rintf(EX(h.__x)), 0, 65535); } \
  __SC_HF unsigned short __##N##2ushort_rz(const T h) { return (unsigned short)__scopecheck_sat_i(truncf(EX(h.__x)), 0, 65535); } \
  __SC_HF unsigned short __##N##2ushort_rd(const T h) { return (unsigned short)__scopecheck_sat_i(floorf(EX(h.__x)), 0, 65535); } \
  __SC_HF unsigned short __##N##2ushort_ru(const T h) { return (unsigned short)__scopecheck_sat_i(ceilf(EX(h.__x)), 0, 65535); } \
  __SC_HF signed char __##N##2char_rz(const T h) { return (signed char)__scopecheck_sat_i(truncf(EX(h.__x)), -128, 127); } \
  __SC_HF unsigned char __##N##2uchar_rz(const T h) { return (unsigned char)__scopecheck_sat_i(truncf(EX(h.__x)), 0, 255); } \
  /* Reinterpretation. */                                                      \
  __SC_HF short __##N##_as_short(const T h) { return (short)h.__x; }           \
  __SC_HF unsigned short __##N##_as_ushort(const T h) { return h.__x; }        \
  __SC_HF T __short_as_##N(const short i) { return __scopecheck_mk_##N((unsigned short)i); } \
  __SC_HF T __ushort_as_##N(const unsigned short i) { return __scopecheck_mk_##N(i); } \
  /* Pairs. */                                                                 \
  __SC_HF T2 make_##N##2(const T x, const T y) { return __scopecheck_mk2_##N(x, y); } \
  __SC_HF T2 __halves2##N##2(const T a, const T b) { return __scopecheck_mk2_##N(a, b); } \
  __SC_HF T2 __##N##2##N##2(const T a) { return __scopecheck_mk2_##N(a, a); }  \
  __SC_HF T __low2##N(const T2 a) { return a.x; }                              \
  __SC_HF T __high2##N(const T2 a) { return a.y; }                             \
  __SC_HF T2 __low2##N##2(const T2 a) { return __scopecheck_mk2_##N(a.x, a.x); } \
  __SC_HF T2 __high2##N##2(const T2 a) { return __scopecheck_mk2_##N(a.y, a.y); } \
  __SC_HF T2 __lows2##N##2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(a.x, b.x); } \
  __SC_HF T2 __highs2##N##2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(a.y, b.y); } \
  __SC_HF T2 __lowhigh2highlow(const T2 a) { return __scopecheck_mk2_##N(a.y, a.x); } \
  /* Arithmetic: exact operands, one rounding. */                             \
  __SC_HF float __scopecheck_f_##N(const T a) { return EX(a.__x); }            \
  __SC_HF T __hadd(const T a, const T b) { return __scopecheck_mk_##N(TR(EX(a.__x) + EX(b.__x))); } \
  __SC_HF T __hsub(const T a, const T b) { return __scopecheck_mk_##N(TR(EX(a.__x) - EX(b.__x))); } \
  __SC_HF T __hmul(const T a, const T b) { return __scopecheck_mk_##N(TR(EX(a.__x) * EX(b.__x))); } \
  __SC_HF T __hdiv(const T a, const T b) { return __scopecheck_mk_##N(TR(EX(a.__x) / EX(b.__x))); } \
  __SC_HF T __hadd_rn(const T a, const T b) { return __hadd(a, b); }          \
  __SC_HF T __hsub_rn(const T a, const T b) { return __hsub(a, b); }          \
  __SC_HF T __hmul_rn(const T a, const T b) { return __hmul(a, b); }          \
  __SC_HF T __hneg(const T a) { return __scopecheck_mk_##N((unsigned short)(a.__x ^ 0x8000u)); } \
  __SC_HF T __habs(const T a) { return __scopecheck_mk_##N((unsigned short)(a.__x & 0x7fffu)); } \
  __SC_HF bool __hisnan(const T a) { return EX(a.__x) != EX(a.__x); }         \
  __SC_HF int __hisinf(const T a) {                                            \
    float f = EX(a.__x);                                                       \
    return f > 3.402823466e38f ? 1 : f < -3.402823466e38f ? -1 : 0;            \
  }                                                                            \
  __SC_HF T __hfma(const T a, const T b, const T c) {                          \
    /* p exact (at most 22 bits), s = p + c once rounded, e its error. */      \
    double p = (double)EX(a.__x) * (double)EX(b.__x);                          \
    double cc = (double)EX(c.__x);                                             \
    double s = p + cc;                                                         \
    double bb = s - p;                                                         \
    double e = (p - (s - bb)) + (cc - bb);                                     \
    unsigned short r = TR(s);                                                  \
    if (e != 0.0 && e == e) {                                                  \
      /* s inexact: on a midpoint, the exact value lies on e's side. */        \
      unsigned short dn = __scopecheck_rd_##N(s, r);                           \
      unsigned short up = __scopecheck_ru_##N(s, r);                           \
      if ((__scopecheck_val_##N(dn) + __scopecheck_val_##N(up)) * 0.5 == s)     \
        r = e > 0.0 ? up : dn;                                                 \
    }                                                                          \
    return __scopecheck_mk_##N(r);                                             \
  }                                                                            \
  /* Saturation to [0, 1] (NaN is +0) and ReLU (NaN stays NaN). */             \
  __SC_HF T __scopecheck_sat_##N(const T a) {                                  \
    float f = EX(a.__x);                                                       \
    return !(f > 0.0f) ? __scopecheck_mk_##N(0) : f > 1.0f ? __scopecheck_mk_##N(TR(1.0f)) : a; \
  }                                                                            \
  __SC_HF T __scopecheck_relu_##N(const T a) {                                 \
    float f = EX(a.__x);                                                       \
    return f != f ? __scopecheck_mk_##N(0x7fff) : f < 0.0f ? __scopecheck_mk_##N(0) : a; \
  }                                                                            \
  __SC_HF T __hadd_sat(const T a, const T b) { return __scopecheck_sat_##N(__hadd(a, b)); } \
  __SC_HF T __hsub_sat(const T a, const T b) { return __scopecheck_sat_##N(__hsub(a, b)); } \
  __SC_HF T __hmul_sat(const T a, const T b) { return __scopecheck_sat_##N(__hmul(a, b)); } \
  __SC_HF T __hfma_sat(const T a, const T b, const T c) { return __scopecheck_sat_##N(__hfma(a, b, c)); } \
  __SC_HF T __hfma_relu(const T a, const T b, const T c) { return __scopecheck_relu_##N(__hfma(a, b, c)); } \
  /* Comparisons: ordered ones are false on NaN, unordered ones true. */      \
  __SC_HF bool __heq(const T a, const T b) { return EX(a.__x) == EX(b.__x); }  \
  __SC_HF bool __hne(const T a, const T b) { return EX(a.__x) < EX(b.__x) || EX(a.__x) > EX(b.__x); } \
  __SC_HF bool __hlt(const T a, const T b) { return EX(a.__x) < EX(b.__x); }   \
  __SC_HF bool __hle(const T a, const T b) { return EX(a.__x) <= EX(b.__x); }  \
  __SC_HF bool __hgt(const T a, const T b) { return EX(a.__x) > EX(b.__x); }   \
  __SC_HF bool __hge(const T a, const T b) { return EX(a.__x) >= EX(b.__x); }  \
  __SC_HF bool __hequ(const T a, const T b) { return !__hne(a, b); }           \
  __SC_HF bool __hneu(const T a, const T b) { return !__heq(a, b); }           \
  __SC_HF bool __hltu(const T a, const T b) { return !__hge(a, b); }           \
  __SC_HF bool __hleu(const T a, const T b) { return !__hgt(a, b); }           \
  __SC_HF bool __hgtu(const T a, const T b) { return !__hle(a, b); }           \
  __SC_HF bool __hgeu(const T a, const T b) { return !__hlt(a, b); }           \
  /* max/min: a NaN operand gives the other one, +0 > -0; the _nan forms      \
     give the canonical NaN when either is NaN. */                             \
  __SC_HF T __hmax(const T a, const T b) {                                     \
    float fa = EX(a.__x), fb = EX(b.__x);                                      \
    if (fa != fa)                                                              \
      return fb != fb ? __scopecheck_mk_##N(0x7fff) : b;                       \
    if (fb != fb || fa > fb)                                                   \
      return a;                                                                \
    if (fb > fa)                                                               \
      return b;                                                                \
    return (a.__x & 0x8000u) ? b : a;                                          \
  }                                                                            \
  __SC_HF T __hmin(const T a, const T b) {                                     \
    float fa = EX(a.__x), fb = EX(b.__x);                                      \
    if (fa != fa)                                                              \
      return fb != fb ? __scopecheck_mk_##N(0x7fff) : b;                       \
    if (fb != fb || fa < fb)                                                   \
      return a;                                                                \
    if (fb < fa)                                                               \
      return b;                                                                \
    return (a.__x & 0x8000u) ? a : b;                                          \
  }                                                                            \
  __SC_HF T __hmax_nan(const T a, const T b) {                                 \
    return __hisnan(a) || __hisnan(b) ? __scopecheck_mk_##N(0x7fff) : __hmax(a, b); \
  }                                                                            \
  __SC_HF T __hmin_nan(const T a, const T b) {                                 \
    return __hisnan(a) || __hisnan(b) ? __scopecheck_mk_##N(0x7fff) : __hmin(a, b); \
  }                                                                            \
  /* Functions that CUDA rounds to nearest: computed exactly, rounded once. */ \
  __SC_HF T hsqrt(const T a) { return __scopecheck_mk_##N(TR(sqrtf(EX(a.__x)))); } \
  __SC_HF T hrcp(const T a) { return __scopecheck_mk_##N(TR(1.0f / EX(a.__x))); } \
  __SC_HF T hrsqrt(const T a) {                                                \
    return __scopecheck_mk_##N(TR(1.0 / sqrt((double)EX(a.__x))));            \
  }                                                                            \
  __SC_HF T htrunc(const T a) { return __scopecheck_mk_##N(TR(truncf(EX(a.__x)))); } \
  __SC_HF T hceil(const T a) { return __scopecheck_mk_##N(TR(ceilf(EX(a.__x)))); } \
  __SC_HF T hfloor(const T a) { return __scopecheck_mk_##N(TR(floorf(EX(a.__x)))); } \
  __SC_HF T hrint(const T a) { return __scopecheck_mk_##N(TR(__scopecheck_rintf(EX(a.__x)))); } \
  /* Pairs, lane by lane. */                                                   \
  __SC_HF T2 __hadd2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hadd(a.x, b.x), __hadd(a.y, b.y)); } \
  __SC_HF T2 __hsub2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hsub(a.x, b.x), __hsub(a.y, b.y)); } \
  __SC_HF T2 __hmul2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hmul(a.x, b.x), __hmul(a.y, b.y)); } \
  __SC_HF T2 __h2div(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); } \
  __SC_HF T2 __hadd2_rn(const T2 a, const T2 b) { return __hadd2(a, b); }     \
  __SC_HF T2 __hsub2_rn(const T2 a, const T2 b) { return __hsub2(a, b); }     \
  __SC_HF T2 __hmul2_rn(const T2 a, const T2 b) { return __hmul2(a, b); }     \
  __SC_HF T2 __hadd2_sat(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); } \
  __SC_HF T2 __hsub2_sat(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); } \
  __SC_HF T2 __hmul2_sat(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); } \
  __SC_HF T2 __hfma2(const T2 a, const T2 b, const T2 c) { return __scopecheck_mk2_##N(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
  __SC_HF T2 __hfma2_sat(const T2 a, const T2 b, const T2 c) { return __scopecheck_mk2_##N(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); } \
  __SC_HF T2 __hfma2_relu(const T2 a, const T2 b, const T2 c) { return __scopecheck_mk2_##N(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y)); } \
  __SC_HF T2 __hneg2(const T2 a) { return __scopecheck_mk2_##N(__hneg(a.x), __hneg(a.y)); } \
  __SC_HF T2 __habs2(const T2 a) { return __scopecheck_mk2_##N(__habs(a.x), __habs(a.y)); } \
  __SC_HF T2 __hmax2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hmax(a.x, b.x), __hmax(a.y, b.y)); } \
  __SC_HF T2 __hmin2(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hmin(a.x, b.x), __hmin(a.y, b.y)); } \
  __SC_HF T2 __hmax2_nan(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); } \
  __SC_HF T2 __hmin2_nan(const T2 a, const T2 b) { return __scopecheck_mk2_##N(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); } \
  __SC_HF T2 h2sqrt(const T2 a) { return __scopecheck_mk2_##N(hsqrt(a.x), hsqrt(a.y)); } \
  __SC_HF T2 h2rcp(const T2 a) { return __scopecheck_mk2_##N(hrcp(a.x), hrcp(a.y)); } \
  __SC_HF T2 h2rsqrt(const T2 a) { return __scopecheck_mk2_##N(hrsqrt(a.x), hrsqrt(a.y)); } \
  __SC_HF T2 h2trunc(const T2 a) { return __scopecheck_mk2_##N(htrunc(a.x), htrunc(a.y)); } \
  __SC_HF T2 h2ceil(const T2 a) { return __scopecheck_mk2_##N(hceil(a.x), hceil(a.y)); } \
  __SC_HF T2 h2floor(const T2 a) { return __scopecheck_mk2_##N(hfloor(a.x), hfloor(a.y)); } \
  __SC_HF T2 h2rint(const T2 a) { return __scopecheck_mk2_##N(hrint(a.x), hrint(a.y)); } \
  __SC_HF T __scopecheck_b_##N(bool c) { return __scopecheck_mk_##N(c ? TR(1.0f) : (unsigned short)0); } \
  __SC_HF T2 __hisnan2(const T2 a) { return __scopecheck_mk2_##N(__scopecheck_b_##N(__hisnan(a.x)), __scopecheck_b_##N(__hisnan(a.y))); } \
  __SC_FP16_CMP2(T, T2, N, eq) __SC_FP16_CMP2(T, T2, N, ne)                    \
  __SC_FP16_CMP2(T, T2, N, lt) __SC_FP16_CMP2(T, T2, N, le)                    \
  __SC_FP16_CMP2(T, T2, N, gt) __SC_FP16_CMP2(T, T2, N, ge)                    \
  __SC_FP16_CMP2(T, T2, N, equ) __SC_FP16_CMP2(T, T2, N, neu)                  \
  __SC_FP16_CMP2(T, T2, N, ltu) __SC_FP16_CMP2(T, T2, N, leu)                  \
  __SC_FP16_CMP2(T, T2, N, gtu) __SC_FP16_CMP2(T, T2, N, geu)                  \
  /* Operators as cuda_fp16.hpp / cuda_bf16.hpp define them. */                \
  __SC_HF T operator+(const T &l, const T &r) { return __hadd(l, r); }        \
  __SC_HF T operator-(const T &l, const T &r) { return __hsub(l, r); }        \
  __SC_HF T operator*(const T &l, const T &r) { return __hmul(l, r); }        \
  __SC_HF T operator/(const T &l, const T &r) { return __hdiv(l, r); }        \
  __SC_HF T &operator+=(T &l, const T &r) { l = __hadd(l, r); return l; }     \
  __SC_HF T &operator-=(T &l, const T &r) { l = __hsub(l, r); return l; }     \
  __SC_HF T &operator*=(T &l, const T &r) { l = __hmul(l, r); return l; }     \
  __SC_HF T &operator/=(T &l, const T &r) { l = __hdiv(l, r); return l; }     \
  __SC_HF T &operator++(T &h) { h = __hadd(h, __scopecheck_mk_##N(TR(1.0f))); return h; } \
  __SC_HF T &operator--(T &h) { h = __hsub(h, __scopecheck_mk_##N(TR(1.0f))); return h; } \
  __SC_HF T operator++(T &h, const int) { T r = h; h = __hadd(h, __scopecheck_mk_##N(TR(1.0f))); return r; } \
  __SC_HF T operator--(T &h, const int) { T r = h; h = __hsub(h, __scopecheck_mk_##N(TR(1.0f))); return r; } \
  __SC_HF T operator+(const T &h) { return h; }                                \
  __SC_HF T operator-(const T &h) { return __hneg(h); }                        \
  __SC_HF bool operator==(const T &l, const T &r) { return __heq(l, r); }     \
  __SC_HF bool operator!=(const T &l, const T &r) { return __hneu(l, r); }    \
  __SC_HF bool operator>(const T &l, const T &r) { return __hgt(l, r); }      \
  __SC_HF bool operator<(const T &l, const T &r) { return __hlt(l, r); }      \
  __SC_HF bool operator>=(const T &l, const T &r) { return __hge(l, r); }     \
  __SC_HF bool operator<=(const T &l, const T &r) { return __hle(l, r); }     \
  __SC_HF T2 operator+(const T2 &l, const T2 &r) { return __hadd2(l, r); }    \
  __SC_HF T2 operator-(const T2 &l, const T2 &r) { return __hsub2(l, r); }    \
  __SC_HF T2 operator*(const T2 &l, const T2 &r) { return __hmul2(l, r); }    \
  __SC_HF T2 operator/(const T2 &l, const T2 &r) { return __h2div(l, r); }    \
  __SC_HF T2 &operator+=(T2 &l, const T2 &r) { l = __hadd2(l, r); return l; } \
  __SC_HF T2 &operator-=(T2 &l, const T2 &r) { l = __hsub2(l, r); return l; } \
  __SC_HF T2 &operator*=(T2 &l, const T2 &r) { l = __hmul2(l, r); return l; } \
  __SC_HF T2 &operator/=(T2 &l, const T2 &r) { l = __h2div(l, r); return l; } \
  __SC_HF T2 operator+(const T2 &h) { return h; }                              \
  __SC_HF T2 operator-(const T2 &h) { return __hneg2(h); }                     \
  __SC_HF bool operator==(const T2 &l, const T2 &r) { return __hbeq2(l, r); } \
  __SC_HF bool operator!=(const T2 &l, const T2 &r) { return __hbneu2(l, r); } \
  __SC_HF bool operator>(const T2 &l, const T2 &r) { return __hbgt2(l, r); }  \
  __SC_HF bool operator<(const T2 &l, const T2 &r) { return __hblt2(l, r); }  \
  __SC_HF bool operator>=(const T2 &l, const T2 &r) { return __hbge2(l, r); } \
  __SC_HF bool operator<=(const T2 &l, const T2 &r) { return __hble2(l, r); } \
  /* The integer constructors and conversions of the type. */                 \
  __SC_HM inline T::T(const short v) : __x(__short2##N##_rn(v).__x) {}         \
  __SC_HM inline T::T(const unsigned short v) : __x(__ushort2##N##_rn(v).__x) {} \
  __SC_HM inline T::T(const int v) : __x(__int2##N##_rn(v).__x) {}             \
  __SC_HM inline T::T(const unsigned int v) : __x(__uint2##N##_rn(v).__x) {}   \
  __SC_HM inline T::T(const long v) : __x(__ll2##N##_rn(v).__x) {}             \
  __SC_HM inline T::T(const unsigned long v) : __x(__ull2##N##_rn(v).__x) {}   \
  __SC_HM inline T::T(const long long v) : __x(__ll2##N##_rn(v).__x) {}       \
  __SC_HM inline T::T(const unsigned long long v) : __x(__ull2##N##_rn(v).__x) {} \
  __SC_HM inline T::operator signed char() const { return __##N##2char_rz(*this); } \
  __SC_HM inline T::operator unsigned char() const { return __##N##2uchar_rz(*this); } \
  __SC_HM inline T::operator char() const { return (char)__##N##2char_rz(*this); } \
  __SC_HM inline T::operator short() const { return __##N##2short_rz(*this); } \
  __SC_HM inline T::operator unsigned short() const { return __##N##2ushort_rz(*this); } \
  __SC_HM inline T::operator int() const { return __##N##2int_rz(*this); }     \
  __SC_HM inline T::operator unsigned int() const { return __##N##2uint_rz(*this); } \
  __SC_HM inline T::operator long() const { return (long)__##N##2ll_rz(*this); } \
  __SC_HM inline T::operator unsigned long() const { return (unsigned long)__##N##2ull_rz(*this); } \
  __SC_HM inline T::operator long long() const { return __##N##2ll_rz(*this); } \
  __SC_HM inline T::operator unsigned long long() const { return __##N##2ull_rz(*this); } \
  __SC_HM inline T &T::operator=(const short v) { __x = __short2##N##_rn(v).__x; return *this; } \
  __SC_HM inline T &T::operator=(const unsigned short v) { __x = __ushort2##N##_rn(v).__x; return *this; } \
  __SC_HM inline T &T::operator=(const int v) { __x = __int2##N##_rn(v).__x; return *this; } \
  __SC_HM inline T &T::operator=(const unsigned int v) { __x = __uint2##N##_rn(v).__x; return *this; } \
  __SC_HM inline T &T::operator=(const long long v) { __x = __ll2##N##_rn(v).__x; return *this; } \
  __SC_HM inline T &T::operator=(const unsigned long long v) { __x = __ull2##N##_rn(v).__x; return *this; } \
  /* Warp shuffles and cache-hinted loads of the type (pairs as 32 bits). */  \
  __device__ __inline__ T __shfl_sync(unsigned m, T v, int l, int w = 32) {    \
    return __scopecheck_mk_##N((unsigned short)__shfl_sync(m, (unsigned)v.__x, l, w)); \
  }                                                                            \
  __device__ __inline__ T __shfl_up_sync(unsigned m, T v, unsigned d, int w = 32) { \
    return __scopecheck_mk_##N((unsigned short)__shfl_up_sync(m, (unsigned)v.__x, d, w)); \
  }                                                                            \
  __device__ __inline__ T __shfl_down_sync(unsigned m, T v, unsigned d, int w = 32) { \
    return __scopecheck_mk_##N((unsigned short)__shfl_down_sync(m, (unsigned)v.__x, d, w)); \
  }                                                                            \
  __device__ __inline__ T __shfl_xor_sync(unsigned m, T v, int l, int w = 32) { \
    return __scopecheck_mk_##N((unsigned short)__shfl_xor_sync(m, (unsigned)v.__x, l, w)); \
  }                                                                            \
  __SC_HF unsigned __scopecheck_pack_##N(const T2 v) {                         \
    return (unsigned)v.x.__x | ((unsigned)v.y.__x << 16);                      \
  }                                                                            \
  __SC_HF T2 __scopecheck_unpack_##N(unsigned u) {                             \
    return __scopecheck_mk2_##N(__scopecheck_mk_##N((unsigned short)(u & 0xffffu)), \
                                __scopecheck_mk_##N((unsigned short)(u >> 16))); \
  }                                                                            \
  __device__ __inline__ T2 __shfl_sync(unsigned m, T2 v, int l, int w = 32) {  \
    return __scopecheck_unpack_##N(__shfl_sync(m, __scopecheck_pack_##N(v), l, w)); \
  }                                                                            \
  __device__ __inline__ T2 __shfl_up_sync(unsigned m, T2 v, unsigned d, int w = 32) { \
    return __scopecheck_unpack_##N(__shfl_up_sync(m, __scopecheck_pack_##N(v), d, w)); \
  }                                                                            \
  __device__ __inline__ T2 __shfl_down_sync(unsigned m, T2 v, unsigned d, int w = 32) { \
    return __scopecheck_unpack_##N(__shfl_down_sync(m, __scopecheck_pack_##N(v), d, w)); \
  }                                                                            \
  __device__ __inline__ T2 __shfl_xor_sync(unsigned m, T2 v, int l, int w = 32) { \
    return __scopecheck_unpack_##N(__shfl_xor_sync(m, __scopecheck_pack_##N(v), l, w)); \
  }                                                                            \
  /* Not modelled: CUDA's approximations and the atomics on the type. */      \
  __device__ T hexp(const T a);                                                \
  __device__ T hexp2(const T a);                                               \
  __device__ T hexp10(const T a);                                              \
  __device__ T hlog(const T a);                                                \
  __device__ T hlog2(const T a);                                               \
  __device__ T hlog10(const T a);                                              \
  __device__ T hsin(const T a);                                                \
  __device__ T hcos(const T a);                                                \
  __device__ T htanh(const T a);                                               \
  __device__ T htanh_approx(const T a);                                        \
  __device__ T2 h2exp(const T2 a);                                             \
  __device__ T2 h2exp2(const T2 a);                                            \
  __device__ T2 h2exp10(const T2 a);                                           \
  __device__ T2 h2log(const T2 a);                                             \
  __device__ T2 h2log2(const T2 a);                                            \
  __device__ T2 h2log10(const T2 a);                                           \
  __device__ T2 h2sin(const T2 a);                                             \
  __device__ T2 h2cos(const T2 a);                                             \
  __device__ T2 h2tanh(const T2 a);                                            \
  __device__ T2 h2tanh_approx(const T2 a);                                     \
  __device__ T2 __hcmadd(const T2 a, const T2 b, const T2 c);                  \
  __device__ T atomicAdd(T *address, T val);                                   \
  __device__ T2 atomicAdd(T2 *address, T2 val);

// One comparison of pairs: half2 of 1.0/0.0 per lane, the mask form (0xffff
// per true lane, x in the low half), and the bool form (both lanes).
#define __SC_FP16_CMP2(T, T2, N, OP)                                           \
  __SC_HF T2 __h##OP##2(const T2 a, const T2 b) {                              \
    return __scopecheck_mk2_##N(__scopecheck_b_##N(__h##OP(a.x, b.x)),         \
                                __scopecheck_b_##N(__h##OP(a.y, b.y)));        \
  }                                                                            \
  __SC_HF unsigned __h##OP##2_mask(const T2 a, const T2 b) {                   \
    return (__h##OP(a.x, b.x) ? 0xffffu : 0u) |                                \
           (__h##OP(a.y, b.y) ? 0xffff0000u : 0u);                             \
  }                                                                            \
  __SC_HF bool __hb##OP##2(const T2 a, const T2 b) {                           \
    return __h##OP(a.x, b.x) && __h##OP(a.y, b.y);                             \
  }

#endif // __SCOPECHECK_FP16_H
