//===- __scopecheck_api.h - The rest of the CUDA device API ----*- C++ -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// Declarations, written from the CUDA Math API reference, of the device API
// functions that scopecheck does not model: a kernel that calls one parses,
// and the front-end reports the call at its use as "'NAME' is not
// supported" (never a Clang "undeclared identifier"). The modelled ones are
// in __scopecheck_intrinsics.h and __scopecheck_cuda.h; docs/cuda-support.md
// lists every name with its status (scripts/cuda-api-table.py).
//
//===----------------------------------------------------------------------===//

#ifndef __SCOPECHECK_API_H
#define __SCOPECHECK_API_H

// Math functions of one, two and three arguments, double and float.
#define __SC_M1(F)                                                             \
  __device__ double F(double x);                                               \
  __device__ float F##f(float x);
#define __SC_M2(F)                                                             \
  __device__ double F(double x, double y);                                     \
  __device__ float F##f(float x, float y);
#define __SC_M3(F)                                                             \
  __device__ double F(double a, double b, double c);                           \
  __device__ float F##f(float a, float b, float c);
#define __SC_M4(F)                                                             \
  __device__ double F(double a, double b, double c, double d);                 \
  __device__ float F##f(float a, float b, float c, float d);
extern "C" {
__SC_M1(acos)
__SC_M1(asin)
__SC_M1(atan)
__SC_M1(acosh)
__SC_M1(asinh)
__SC_M1(atanh)
__SC_M1(cosh)
__SC_M1(sinh)
__SC_M1(tanh)
__SC_M1(cbrt)
__SC_M1(rcbrt)
__SC_M1(cospi)
__SC_M1(sinpi)
__SC_M1(erf)
__SC_M1(erfc)
__SC_M1(erfcinv)
__SC_M1(erfcx)
__SC_M1(erfinv)
__SC_M1(exp10)
__SC_M1(expm1)
__SC_M1(log1p)
__SC_M1(logb)
__SC_M1(lgamma)
__SC_M1(tgamma)
__SC_M1(normcdf)
__SC_M1(normcdfinv)
__SC_M1(rsqrt)
__SC_M1(j0)
__SC_M1(j1)
__SC_M1(y0)
__SC_M1(y1)
__SC_M1(cyl_bessel_i0)
__SC_M1(cyl_bessel_i1)
__SC_M2(atan2)
__SC_M2(hypot)
__SC_M2(rhypot)
__SC_M2(nextafter)
__SC_M2(remainder)
__SC_M3(norm3d)
__SC_M3(rnorm3d)
__SC_M4(norm4d)
__SC_M4(rnorm4d)
__device__ float fdividef(float x, float y);
__device__ int ilogb(double x);
__device__ int ilogbf(float x);
__device__ long long llrint(double x);
__device__ long long llrintf(float x);
__device__ long long llround(double x);
__device__ long long llroundf(float x);
__device__ long lrint(double x);
__device__ long lrintf(float x);
__device__ long lround(double x);
__device__ long lroundf(float x);
__device__ double frexp(double x, int *e);
__device__ float frexpf(float x, int *e);
__device__ double modf(double x, double *i);
__device__ float modff(float x, float *i);
__device__ double ldexp(double x, int e);
__device__ float ldexpf(float x, int e);
__device__ double scalbn(double x, int n);
__device__ float scalbnf(float x, int n);
__device__ double scalbln(double x, long n);
__device__ float scalblnf(float x, long n);
__device__ double remquo(double x, double y, int *q);
__device__ float remquof(float x, float y, int *q);
__device__ double jn(int n, double x);
__device__ float jnf(int n, float x);
__device__ double yn(int n, double x);
__device__ float ynf(int n, float x);
__device__ void sincos(double x, double *s, double *c);
__device__ void sincosf(float x, float *s, float *c);
__device__ void sincospi(double x, double *s, double *c);
__device__ void sincospif(float x, float *s, float *c);
__device__ double nan(const char *tag);
__device__ float nanf(const char *tag);
__device__ double norm(int dim, const double *p);
__device__ float normf(int dim, const float *p);
__device__ double rnorm(int dim, const double *p);
__device__ float rnormf(int dim, const float *p);
}
#undef __SC_M1
#undef __SC_M2
#undef __SC_M3
#undef __SC_M4

// The approximate single-precision intrinsics (their results differ from
// the correctly rounded functions by a documented error).
extern "C" {
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ float __tanhf(float x);
__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __powf(float x, float y);
__device__ float __fdividef(float x, float y);
__device__ float __frsqrt_rn(float x);
__device__ void __sincosf(float x, float *s, float *c);
}

// Arithmetic and conversions with directed rounding (towards zero, up,
// down): the IR computes with round-to-nearest only.
#define __SC_R(M)                                                              \
  __device__ float __fadd_##M(float x, float y);                               \
  __device__ float __fsub_##M(float x, float y);                               \
  __device__ float __fmul_##M(float x, float y);                               \
  __device__ float __fdiv_##M(float x, float y);                               \
  __device__ float __frcp_##M(float x);                                        \
  __device__ float __fsqrt_##M(float x);                                       \
  __device__ float __fmaf_##M(float x, float y, float z);                      \
  __device__ double __dadd_##M(double x, double y);                            \
  __device__ double __dsub_##M(double x, double y);                            \
  __device__ double __dmul_##M(double x, double y);                            \
  __device__ double __ddiv_##M(double x, double y);                            \
  __device__ double __drcp_##M(double x);                                      \
  __device__ double __dsqrt_##M(double x);                                     \
  __device__ double __fma_##M(double x, double y, double z);                   \
  __device__ float __double2float_##M(double x);                               \
  __device__ float __int2float_##M(int x);                                     \
  __device__ float __uint2float_##M(unsigned int x);                           \
  __device__ float __ll2float_##M(long long x);                                \
  __device__ float __ull2float_##M(unsigned long long x);                      \
  __device__ double __ll2double_##M(long long x);                              \
  __device__ double __ull2double_##M(unsigned long long x);
extern "C" {
__SC_R(rz)
__SC_R(ru)
__SC_R(rd)
}
#undef __SC_R

// SIMD intrinsics on the halfwords or bytes of a 32-bit word.
#define __SC_V1(N) __device__ unsigned int N(unsigned int a);
#define __SC_V2(N) __device__ unsigned int N(unsigned int a, unsigned int b);
extern "C" {
__SC_V1(__vabs2) __SC_V1(__vabs4) __SC_V1(__vabsss2) __SC_V1(__vabsss4)
__SC_V1(__vneg2) __SC_V1(__vneg4) __SC_V1(__vnegss2) __SC_V1(__vnegss4)
__SC_V2(__vabsdiffs2) __SC_V2(__vabsdiffs4) __SC_V2(__vabsdiffu2)
__SC_V2(__vabsdiffu4) __SC_V2(__vadd2) __SC_V2(__vadd4) __SC_V2(__vavgs2)
__SC_V2(__vavgs4) __SC_V2(__vavgu2) __SC_V2(__vavgu4) __SC_V2(__vcmpeq2)
__SC_V2(__vcmpeq4) __SC_V2(__vcmpges2) __SC_V2(__vcmpges4)
__SC_V2(__vcmpgeu2) __SC_V2(__vcmpgeu4) __SC_V2(__vcmpgts2)
__SC_V2(__vcmpgts4) __SC_V2(__vcmpgtu2) __SC_V2(__vcmpgtu4)
__SC_V2(__vcmples2) __SC_V2(__vcmples4) __SC_V2(__vcmpleu2)
__SC_V2(__vcmpleu4) __SC_V2(__vcmplts2) __SC_V2(__vcmplts4)
__SC_V2(__vcmpltu2) __SC_V2(__vcmpltu4) __SC_V2(__vcmpne2)
__SC_V2(__vcmpne4) __SC_V2(__vhaddu2) __SC_V2(__vhaddu4) __SC_V2(__vmaxs2)
__SC_V2(__vmaxs4) __SC_V2(__vmaxu2) __SC_V2(__vmaxu4) __SC_V2(__vmins2)
__SC_V2(__vmins4) __SC_V2(__vminu2) __SC_V2(__vminu4) __SC_V2(__vsads2)
__SC_V2(__vsads4) __SC_V2(__vsadu2) __SC_V2(__vsadu4) __SC_V2(__vseteq2)
__SC_V2(__vseteq4) __SC_V2(__vsetges2) __SC_V2(__vsetges4)
__SC_V2(__vsetgeu2) __SC_V2(__vsetgeu4) __SC_V2(__vsetgts2)
__SC_V2(__vsetgts4) __SC_V2(__vsetgtu2) __SC_V2(__vsetgtu4)
__SC_V2(__vsetles2) __SC_V2(__vsetles4) __SC_V2(__vsetleu2)
__SC_V2(__vsetleu4) __SC_V2(__vsetlts2) __SC_V2(__vsetlts4)
__SC_V2(__vsetltu2) __SC_V2(__vsetltu4) __SC_V2(__vsetne2)
__SC_V2(__vsetne4) __SC_V2(__vsub2) __SC_V2(__vsub4) __SC_V2(__vsubss4)
__SC_V2(__vsubus4)
}
#undef __SC_V1
#undef __SC_V2

// Dot products of packed bytes and halfwords, find-nth-set, breakpoint.
__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB,
                               unsigned int c);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB,
                                  unsigned int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB,
                                  unsigned int c);
extern "C" {
__device__ unsigned int __fns(unsigned int mask, unsigned int base,
                              int offset);
__device__ void __brkpt(void);
}

#endif // __SCOPECHECK_API_H
