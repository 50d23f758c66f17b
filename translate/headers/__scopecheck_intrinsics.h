//===- __scopecheck_intrinsics.h - CUDA device intrinsics as C++ -*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// The CUDA device API functions that scopecheck models exactly, written by
// us as ordinary C++ device functions from the CUDA Math API reference: the
// front-end inlines them like any device function, so their results are the
// exact C/CUDA values (bit tricks instead of loops keep the IR small). Every
// other function of the device API is declared without a body in
// __scopecheck_api.h and diagnosed at its use ("'NAME' is not supported").
// docs/cuda-support.md lists both (scripts/cuda-api-table.py).
//
//===----------------------------------------------------------------------===//

#ifndef __SCOPECHECK_INTRINSICS_H
#define __SCOPECHECK_INTRINSICS_H

#define __SC_DEV static __device__ __inline__

//===- Reinterpretation of bits -------------------------------------------===//

__SC_DEV int __float_as_int(float x) {
  union {
    float f;
    int i;
  } u = {x};
  return u.i;
}
__SC_DEV unsigned int __float_as_uint(float x) {
  union {
    float f;
    unsigned int i;
  } u = {x};
  return u.i;
}
__SC_DEV float __int_as_float(int x) {
  union {
    int i;
    float f;
  } u = {x};
  return u.f;
}
__SC_DEV float __uint_as_float(unsigned int x) {
  union {
    unsigned int i;
    float f;
  } u = {x};
  return u.f;
}
__SC_DEV long long __double_as_longlong(double x) {
  union {
    double d;
    long long i;
  } u = {x};
  return u.i;
}
__SC_DEV double __longlong_as_double(long long x) {
  union {
    long long i;
    double d;
  } u = {x};
  return u.d;
}
__SC_DEV int __double2hiint(double x) {
  return (int)(__double_as_longlong(x) >> 32);
}
__SC_DEV int __double2loint(double x) {
  return (int)(unsigned int)(unsigned long long)__double_as_longlong(x);
}
__SC_DEV double __hiloint2double(int hi, int lo) {
  return __longlong_as_double(
      (long long)(((unsigned long long)(unsigned int)hi << 32) |
                  (unsigned long long)(unsigned int)lo));
}

//===- Integer intrinsics -------------------------------------------------===//

__SC_DEV int __popc(unsigned int x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (int)((x * 0x01010101u) >> 24);
}
__SC_DEV int __popcll(unsigned long long x) {
  return __popc((unsigned int)x) + __popc((unsigned int)(x >> 32));
}
__SC_DEV int __clz(int v) {
  unsigned int x = (unsigned int)v;
  if (x == 0)
    return 32;
  int n = 0;
  if ((x & 0xffff0000u) == 0) {
    n += 16;
    x <<= 16;
  }
  if ((x & 0xff000000u) == 0) {
    n += 8;
    x <<= 8;
  }
  if ((x & 0xf0000000u) == 0) {
    n += 4;
    x <<= 4;
  }
  if ((x & 0xc0000000u) == 0) {
    n += 2;
    x <<= 2;
  }
  if ((x & 0x80000000u) == 0)
    n += 1;
  return n;
}
__SC_DEV int __clzll(long long v) {
  unsigned long long x = (unsigned long long)v;
  unsigned int hi = (unsigned int)(x >> 32);
  return hi != 0 ? __clz((int)hi) : 32 + __clz((int)(unsigned int)x);
}
__SC_DEV int __ffs(int v) {
  unsigned int x = (unsigned int)v;
  return x == 0 ? 0 : 32 - __clz((int)(x & (0u - x)));
}
__SC_DEV int __ffsll(long long v) {
  unsigned long long x = (unsigned long long)v;
  return x == 0 ? 0 : 64 - __clzll((long long)(x & (0ull - x)));
}
__SC_DEV unsigned int __brev(unsigned int x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}
__SC_DEV unsigned long long __brevll(unsigned long long x) {
  return ((unsigned long long)__brev((unsigned int)x) << 32) |
         __brev((unsigned int)(x >> 32));
}
// Byte n of the result is byte (s >> 4n) & 7 of the eight bytes y:x.
__SC_DEV unsigned int __byte_perm(unsigned int x, unsigned int y,
                                  unsigned int s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned int r = 0;
  r |= (unsigned int)((v >> (8 * (s & 7u))) & 0xffu);
  r |= (unsigned int)((v >> (8 * ((s >> 4) & 7u))) & 0xffu) << 8;
  r |= (unsigned int)((v >> (8 * ((s >> 8) & 7u))) & 0xffu) << 16;
  r |= (unsigned int)((v >> (8 * ((s >> 12) & 7u))) & 0xffu) << 24;
  return r;
}
// The low 24 bits of each operand (sign-extended for __mul24), the low 32
// bits of the product.
__SC_DEV int __mul24(int x, int y) {
  long long a = (long long)(int)((unsigned int)x << 8) >> 8;
  long long b = (long long)(int)((unsigned int)y << 8) >> 8;
  return (int)(unsigned int)(unsigned long long)(a * b);
}
__SC_DEV unsigned int __umul24(unsigned int x, unsigned int y) {
  return (x & 0xffffffu) * (y & 0xffffffu);
}
__SC_DEV int __mulhi(int x, int y) {
  return (int)(((long long)x * (long long)y) >> 32);
}
__SC_DEV unsigned int __umulhi(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x * y) >> 32);
}
__SC_DEV unsigned long long __umul64hi(unsigned long long x,
                                       unsigned long long y) {
  unsigned long long xl = x & 0xffffffffull, xh = x >> 32;
  unsigned long long yl = y & 0xffffffffull, yh = y >> 32;
  unsigned long long ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
  unsigned long long mid = (ll >> 32) + (lh & 0xffffffffull) +
                           (hl & 0xffffffffull);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
__SC_DEV long long __mul64hi(long long x, long long y) {
  unsigned long long h =
      __umul64hi((unsigned long long)x, (unsigned long long)y);
  if (x < 0)
    h -= (unsigned long long)y;
  if (y < 0)
    h -= (unsigned long long)x;
  return (long long)h;
}
__SC_DEV unsigned int __sad(int x, int y, unsigned int z) {
  return (x > y ? (unsigned int)x - (unsigned int)y
                : (unsigned int)y - (unsigned int)x) +
         z;
}
__SC_DEV unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) {
  return (x > y ? x - y : y - x) + z;
}
__SC_DEV int __hadd(int x, int y) {
  return (int)(((long long)x + (long long)y) >> 1);
}
__SC_DEV int __rhadd(int x, int y) {
  return (int)(((long long)x + (long long)y + 1) >> 1);
}
__SC_DEV unsigned int __uhadd(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x + y) >> 1);
}
__SC_DEV unsigned int __urhadd(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x + y + 1) >> 1);
}
// The 64 bits hi:lo shifted; the _c forms clamp the amount to 32, the
// others take it modulo 32.
__SC_DEV unsigned int __funnelshift_l(unsigned int lo, unsigned int hi,
                                      unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)((v << (shift & 31u)) >> 32);
}
__SC_DEV unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi,
                                       unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return shift >= 32 ? lo : (unsigned int)((v << shift) >> 32);
}
__SC_DEV unsigned int __funnelshift_r(unsigned int lo, unsigned int hi,
                                      unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)(v >> (shift & 31u));
}
__SC_DEV unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi,
                                       unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return shift >= 32 ? hi : (unsigned int)(v >> shift);
}
__SC_DEV unsigned int umin(unsigned int a, unsigned int b) {
  return a < b ? a : b;
}
__SC_DEV unsigned int umax(unsigned int a, unsigned int b) {
  return a < b ? b : a;
}
__SC_DEV long labs(long x) { return x < 0 ? -x : x; }
__SC_DEV long long llabs(long long x) { return x < 0 ? -x : x; }
__SC_DEV long long llmin(long long a, long long b) { return a < b ? a : b; }
__SC_DEV long long llmax(long long a, long long b) { return a < b ? b : a; }
__SC_DEV unsigned long long ullmin(unsigned long long a,
                                   unsigned long long b) {
  return a < b ? a : b;
}
__SC_DEV unsigned long long ullmax(unsigned long long a,
                                   unsigned long long b) {
  return a < b ? b : a;
}

//===- Conversions with a rounding mode -----------------------------------===//
// Out-of-range values saturate and NaN converts to 0, as on the GPU.

// x rounded to an integral value, ties to even (exact: x - floor(x) is
// exact for every float).
__SC_DEV float __scopecheck_rintf(float x) {
  float r = floorf(x);
  float d = x - r;
  if (d > 0.5f || (d == 0.5f && fmodf(r, 2.0f) != 0.0f))
    r += 1.0f;
  return r;
}
__SC_DEV double __scopecheck_rint(double x) {
  double r = floor(x);
  double d = x - r;
  if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) != 0.0))
    r += 1.0;
  return r;
}
__SC_DEV int __scopecheck_f2i(float r) {
  if (r != r)
    return 0;
  if (r >= 2147483648.0f)
    return 2147483647;
  if (r < -2147483648.0f)
    return (-2147483647 - 1);
  return (int)r;
}
__SC_DEV unsigned int __scopecheck_f2u(float r) {
  if (r != r || r <= 0.0f)
    return 0u;
  if (r >= 4294967296.0f)
    return 4294967295u;
  return (unsigned int)r;
}
__SC_DEV int __scopecheck_d2i(double r) {
  if (r != r)
    return 0;
  if (r >= 2147483648.0)
    return 2147483647;
  if (r < -2147483648.0)
    return (-2147483647 - 1);
  return (int)r;
}
__SC_DEV unsigned int __scopecheck_d2u(double r) {
  if (r != r || r <= 0.0)
    return 0u;
  if (r >= 4294967296.0)
    return 4294967295u;
  return (unsigned int)r;
}
__SC_DEV long long __scopecheck_f2ll(float r) {
  if (r != r)
    return (long long)0x8000000000000000ull;
  if (r >= 9223372036854775808.0f)
    return 9223372036854775807ll;
  if (r < -9223372036854775808.0f)
    return (long long)0x8000000000000000ull;
  return (long long)r;
}
__SC_DEV long long __scopecheck_d2ll(double r) {
  if (r != r)
    return (long long)0x8000000000000000ull;
  if (r >= 9223372036854775808.0)
    return 9223372036854775807ll;
  if (r < -9223372036854775808.0)
    return (long long)0x8000000000000000ull;
  return (long long)r;
}
__SC_DEV int __float2int_rn(float x) {
  return __scopecheck_f2i(__scopecheck_rintf(x));
}
__SC_DEV int __float2int_rz(float x) { return __scopecheck_f2i(truncf(x)); }
__SC_DEV int __float2int_ru(float x) { return __scopecheck_f2i(ceilf(x)); }
__SC_DEV int __float2int_rd(float x) { return __scopecheck_f2i(floorf(x)); }
__SC_DEV unsigned int __float2uint_rn(float x) {
  return __scopecheck_f2u(__scopecheck_rintf(x));
}
__SC_DEV unsigned int __float2uint_rz(float x) {
  return __scopecheck_f2u(truncf(x));
}
__SC_DEV unsigned int __float2uint_ru(float x) {
  return __scopecheck_f2u(ceilf(x));
}
__SC_DEV unsigned int __float2uint_rd(float x) {
  return __scopecheck_f2u(floorf(x));
}
__SC_DEV long long __float2ll_rn(float x) {
  return __scopecheck_f2ll(__scopecheck_rintf(x));
}
__SC_DEV long long __float2ll_rz(float x) {
  return __scopecheck_f2ll(truncf(x));
}
__SC_DEV long long __float2ll_ru(float x) {
  return __scopecheck_f2ll(ceilf(x));
}
__SC_DEV long long __float2ll_rd(float x) {
  return __scopecheck_f2ll(floorf(x));
}
__SC_DEV unsigned long long __scopecheck_f2ull(double r) {
  if (r != r)
    return 0x8000000000000000ull;
  if (r <= 0.0)
    return 0ull;
  if (r >= 18446744073709551616.0)
    return 0xffffffffffffffffull;
  return (unsigned long long)r;
}
__SC_DEV unsigned long long __float2ull_rn(float x) {
  return __scopecheck_f2ull(__scopecheck_rintf(x));
}
__SC_DEV unsigned long long __float2ull_rz(float x) {
  return __scopecheck_f2ull(truncf(x));
}
__SC_DEV unsigned long long __float2ull_ru(float x) {
  return __scopecheck_f2ull(ceilf(x));
}
__SC_DEV unsigned long long __float2ull_rd(float x) {
  return __scopecheck_f2ull(floorf(x));
}
__SC_DEV unsigned long long __double2ull_rn(double x) {
  return __scopecheck_f2ull(__scopecheck_rint(x));
}
__SC_DEV unsigned long long __double2ull_rz(double x) {
  return __scopecheck_f2ull(trunc(x));
}
__SC_DEV unsigned long long __double2ull_ru(double x) {
  return __scopecheck_f2ull(ceil(x));
}
__SC_DEV unsigned long long __double2ull_rd(double x) {
  return __scopecheck_f2ull(floor(x));
}
__SC_DEV int __double2int_rn(double x) {
  return __scopecheck_d2i(__scopecheck_rint(x));
}
__SC_DEV int __double2int_rz(double x) { return __scopecheck_d2i(trunc(x)); }
__SC_DEV int __double2int_ru(double x) { return __scopecheck_d2i(ceil(x)); }
__SC_DEV int __double2int_rd(double x) { return __scopecheck_d2i(floor(x)); }
__SC_DEV unsigned int __double2uint_rn(double x) {
  return __scopecheck_d2u(__scopecheck_rint(x));
}
__SC_DEV unsigned int __double2uint_rz(double x) {
  return __scopecheck_d2u(trunc(x));
}
__SC_DEV unsigned int __double2uint_ru(double x) {
  return __scopecheck_d2u(ceil(x));
}
__SC_DEV unsigned int __double2uint_rd(double x) {
  return __scopecheck_d2u(floor(x));
}
__SC_DEV long long __double2ll_rn(double x) {
  return __scopecheck_d2ll(__scopecheck_rint(x));
}
__SC_DEV long long __double2ll_rz(double x) {
  return __scopecheck_d2ll(trunc(x));
}
__SC_DEV long long __double2ll_ru(double x) {
  return __scopecheck_d2ll(ceil(x));
}
__SC_DEV long long __double2ll_rd(double x) {
  return __scopecheck_d2ll(floor(x));
}
// Integer to floating point with the default rounding of a C conversion
// (to nearest, ties to even).
__SC_DEV float __int2float_rn(int x) { return (float)x; }
__SC_DEV float __uint2float_rn(unsigned int x) { return (float)x; }
__SC_DEV float __ll2float_rn(long long x) { return (float)x; }
__SC_DEV float __ull2float_rn(unsigned long long x) { return (float)x; }
__SC_DEV double __int2double_rn(int x) { return (double)x; }
__SC_DEV double __uint2double_rn(unsigned int x) { return (double)x; }
__SC_DEV double __ll2double_rn(long long x) { return (double)x; }
__SC_DEV double __ull2double_rn(unsigned long long x) { return (double)x; }
__SC_DEV float __double2float_rn(double x) { return (float)x; }

//===- Floating point with the IEEE rounding (round to nearest) -----------===//

__SC_DEV float __fadd_rn(float x, float y) { return x + y; }
__SC_DEV float __fsub_rn(float x, float y) { return x - y; }
__SC_DEV float __fmul_rn(float x, float y) { return x * y; }
__SC_DEV float __fdiv_rn(float x, float y) { return x / y; }
__SC_DEV float __frcp_rn(float x) { return 1.0f / x; }
__SC_DEV float __fsqrt_rn(float x) { return sqrtf(x); }
__SC_DEV float __fmaf_rn(float x, float y, float z) { return fmaf(x, y, z); }
__SC_DEV double __dadd_rn(double x, double y) { return x + y; }
__SC_DEV double __dsub_rn(double x, double y) { return x - y; }
__SC_DEV double __dmul_rn(double x, double y) { return x * y; }
__SC_DEV double __ddiv_rn(double x, double y) { return x / y; }
__SC_DEV double __drcp_rn(double x) { return 1.0 / x; }
__SC_DEV double __dsqrt_rn(double x) { return sqrt(x); }
__SC_DEV double __fma_rn(double x, double y, double z) { return fma(x, y, z); }
// Clamped to [0, 1]; NaN gives 0.
__SC_DEV float __saturatef(float x) {
  return x >= 1.0f ? 1.0f : (x > 0.0f ? x : 0.0f);
}
__SC_DEV float fdimf(float x, float y) { return x > y ? x - y : 0.0f; }
__SC_DEV double fdim(double x, double y) { return x > y ? x - y : 0.0; }
__SC_DEV float rintf(float x) { return __scopecheck_rintf(x); }
__SC_DEV double rint(double x) { return __scopecheck_rint(x); }
__SC_DEV float nearbyintf(float x) { return __scopecheck_rintf(x); }
__SC_DEV double nearbyint(double x) { return __scopecheck_rint(x); }
__SC_DEV float copysignf(float x, float y) {
  return __int_as_float((__float_as_int(x) & 0x7fffffff) |
                        (__float_as_int(y) & (int)0x80000000u));
}
__SC_DEV double copysign(double x, double y) {
  return __longlong_as_double(
      (__double_as_longlong(x) & 0x7fffffffffffffffll) |
      (__double_as_longlong(y) & (long long)0x8000000000000000ull));
}

//===- Vector constructors not in __scopecheck_cuda.h ---------------------===//

#define __SC_MAKE1(T, N)                                                       \
  __SC_DEV N##1 make_##N##1(T x) { return {x}; }
#define __SC_MAKE(T, N)                                                        \
  __SC_MAKE1(T, N)                                                             \
  __SC_DEV N##2 make_##N##2(T x, T y) { return {x, y}; }                       \
  __SC_DEV N##3 make_##N##3(T x, T y, T z) { return {x, y, z}; }               \
  __SC_DEV N##4 make_##N##4(T x, T y, T z, T w) { return {x, y, z, w}; }
__SC_MAKE(signed char, char)
__SC_MAKE(unsigned char, uchar)
__SC_MAKE(short, short)
__SC_MAKE(unsigned short, ushort)
__SC_MAKE(long, long)
__SC_MAKE(unsigned long, ulong)
__SC_MAKE(unsigned long long, ulonglong)
__SC_MAKE1(int, int)
__SC_MAKE1(unsigned int, uint)
__SC_MAKE1(float, float)
__SC_MAKE1(double, double)
__SC_MAKE1(long long, longlong)
#undef __SC_MAKE
#undef __SC_MAKE1

//===- Cache-hinted loads and stores: plain accesses ----------------------===//

template <class T> __SC_DEV T __ldg(const T *p) { return *p; }
template <class T> __SC_DEV T __ldcg(const T *p) { return *p; }
template <class T> __SC_DEV T __ldca(const T *p) { return *p; }
template <class T> __SC_DEV T __ldcs(const T *p) { return *p; }
template <class T> __SC_DEV T __ldlu(const T *p) { return *p; }
template <class T> __SC_DEV T __ldcv(const T *p) { return *p; }
template <class T> __SC_DEV void __stwb(T *p, T v) { *p = v; }
template <class T> __SC_DEV void __stcg(T *p, T v) { *p = v; }
template <class T> __SC_DEV void __stcs(T *p, T v) { *p = v; }
template <class T> __SC_DEV void __stwt(T *p, T v) { *p = v; }

//===- Timing and traps ---------------------------------------------------===//

// Sleeping has no effect on the memory model.
__SC_DEV void __nanosleep(unsigned int ns) { (void)ns; }
// Ends the kernel with an error: reported as a failed assertion.
__SC_DEV void __trap(void) { __scopecheck_assert(false, "__trap() called"); }

#undef __SC_DEV

#endif // __SCOPECHECK_INTRINSICS_H
