//===- __scopecheck_cuda.h - scopecheck's model of the CUDA runtime -*- C++
//-*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// Force-included before every translated file, as nvcc implicitly includes
// cuda_runtime.h. Written from the CUDA C++ Programming Guide and the CUDA
// Runtime API reference: only declarations, just enough for device code and
// the host code around it to parse. The front-end recognises the functions
// declared here by name (docs/translate.md); none has a body.
//
//===----------------------------------------------------------------------===//

#ifndef __SCOPECHECK_CUDA_H
#define __SCOPECHECK_CUDA_H

#define __SCOPECHECK__ 1
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#define CUDART_VERSION 12000
#ifndef CUDA_VERSION
#define CUDA_VERSION 12000
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict
#define __inline_hint__

typedef __SIZE_TYPE__ size_t;

// The host C and C++ library that nvcc's cuda_runtime.h reaches: host code
// around the kernels (argument parsing, malloc/free, error checks calling
// exit, verification with printf and memcmp) compiles as under nvcc. These
// come from the machine's own C and C++ library. The device functions of
// the same names (malloc, free, memcpy, printf, the math functions) are
// declared further down as __device__ overloads, so neither hides the other.
// The device heap comes first: <new> (Clang's wrapper) defines the device
// operator new with it.
extern "C" {
__device__ void *malloc(size_t size) __attribute__((nothrow));
__device__ void free(void *ptr) __attribute__((nothrow));
}
#ifdef __cplusplus
#include <cctype>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <limits>
#include <new>
#include <type_traits>
#include <utility>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#endif

//===- Vector types and the thread hierarchy ------------------------------===//

#define __SCOPECHECK_VEC(T, N)                                                 \
  struct N##1 {                                                                \
    T x;                                                                       \
  };                                                                           \
  struct N##2 {                                                                \
    T x, y;                                                                    \
  };                                                                           \
  struct N##3 {                                                                \
    T x, y, z;                                                                 \
  };                                                                           \
  struct N##4 {                                                                \
    T x, y, z, w;                                                              \
  };
__SCOPECHECK_VEC(signed char, char)
__SCOPECHECK_VEC(unsigned char, uchar)
__SCOPECHECK_VEC(short, short)
__SCOPECHECK_VEC(unsigned short, ushort)
__SCOPECHECK_VEC(int, int)
__SCOPECHECK_VEC(unsigned int, uint)
__SCOPECHECK_VEC(long, long)
__SCOPECHECK_VEC(unsigned long, ulong)
__SCOPECHECK_VEC(long long, longlong)
__SCOPECHECK_VEC(unsigned long long, ulonglong)
__SCOPECHECK_VEC(float, float)
__SCOPECHECK_VEC(double, double)
#undef __SCOPECHECK_VEC

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return {x, y, z}; }
};

#define __SCOPECHECK_MAKE(T, N)                                                \
  __host__ __device__ inline N##2 make_##N##2(T x, T y) { return {x, y}; }     \
  __host__ __device__ inline N##3 make_##N##3(T x, T y, T z) {                 \
    return {x, y, z};                                                          \
  }                                                                            \
  __host__ __device__ inline N##4 make_##N##4(T x, T y, T z, T w) {            \
    return {x, y, z, w};                                                       \
  }
__SCOPECHECK_MAKE(int, int)
__SCOPECHECK_MAKE(unsigned int, uint)
__SCOPECHECK_MAKE(float, float)
__SCOPECHECK_MAKE(double, double)
__SCOPECHECK_MAKE(long long, longlong)
#undef __SCOPECHECK_MAKE

// The built-in variables. The front-end maps `threadIdx.x` and friends to
// the IR's builtins; any other use of these objects is diagnosed.
extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;

//===- Synchronisation ----------------------------------------------------===//

extern "C" {
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __syncwarp(unsigned int mask = 0xffffffffu);
__device__ void __threadfence_block(void);
__device__ void __threadfence(void);
__device__ void __threadfence_system(void);
__device__ unsigned int __activemask(void);
}

// Warp collectives: the front-end maps them to IR warp collectives
// (translate/KernelWarp.cpp).
#define __SCOPECHECK_SHFL(T)                                                   \
  __device__ T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32); \
  __device__ T __shfl_up_sync(unsigned mask, T var, unsigned delta,            \
                              int width = 32);                                 \
  __device__ T __shfl_down_sync(unsigned mask, T var, unsigned delta,          \
                                int width = 32);                               \
  __device__ T __shfl_xor_sync(unsigned mask, T var, int laneMask,             \
                               int width = 32);
__SCOPECHECK_SHFL(int)
__SCOPECHECK_SHFL(unsigned int)
__SCOPECHECK_SHFL(long long)
__SCOPECHECK_SHFL(unsigned long long)
__SCOPECHECK_SHFL(float)
__SCOPECHECK_SHFL(double)
#undef __SCOPECHECK_SHFL
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
#define __SCOPECHECK_MATCH(T)                                                  \
  __device__ unsigned int __match_any_sync(unsigned mask, T value);            \
  __device__ unsigned int __match_all_sync(unsigned mask, T value, int *pred);
__SCOPECHECK_MATCH(int)
__SCOPECHECK_MATCH(unsigned int)
__SCOPECHECK_MATCH(long)
__SCOPECHECK_MATCH(unsigned long)
__SCOPECHECK_MATCH(long long)
__SCOPECHECK_MATCH(unsigned long long)
__SCOPECHECK_MATCH(float)
__SCOPECHECK_MATCH(double)
#undef __SCOPECHECK_MATCH
__device__ unsigned __reduce_add_sync(unsigned mask, unsigned value);
__device__ int __reduce_add_sync(unsigned mask, int value);
__device__ unsigned __reduce_min_sync(unsigned mask, unsigned value);
__device__ int __reduce_min_sync(unsigned mask, int value);
__device__ unsigned __reduce_max_sync(unsigned mask, unsigned value);
__device__ int __reduce_max_sync(unsigned mask, int value);
__device__ unsigned __reduce_and_sync(unsigned mask, unsigned value);
__device__ unsigned __reduce_or_sync(unsigned mask, unsigned value);
__device__ unsigned __reduce_xor_sync(unsigned mask, unsigned value);

//===- Legacy atomics (relaxed; _block: cta, none: gpu, _system: sys) -----===//

#define __SCOPECHECK_ATOMIC(Name, T)                                           \
  __device__ T Name(T *address, T val);                                        \
  __device__ T Name##_block(T *address, T val);                                \
  __device__ T Name##_system(T *address, T val);
#define __SCOPECHECK_ATOMIC_INT(Name)                                          \
  __SCOPECHECK_ATOMIC(Name, int)                                               \
  __SCOPECHECK_ATOMIC(Name, unsigned int)                                      \
  __SCOPECHECK_ATOMIC(Name, unsigned long long int)
__SCOPECHECK_ATOMIC_INT(atomicAdd)
__SCOPECHECK_ATOMIC(atomicAdd, float)
__SCOPECHECK_ATOMIC(atomicAdd, double)
__SCOPECHECK_ATOMIC(atomicSub, int)
__SCOPECHECK_ATOMIC(atomicSub, unsigned int)
__SCOPECHECK_ATOMIC_INT(atomicExch)
__SCOPECHECK_ATOMIC(atomicExch, float)
__SCOPECHECK_ATOMIC_INT(atomicMin)
__SCOPECHECK_ATOMIC(atomicMin, long long int)
__SCOPECHECK_ATOMIC_INT(atomicMax)
__SCOPECHECK_ATOMIC(atomicMax, long long int)
__SCOPECHECK_ATOMIC(atomicInc, unsigned int)
__SCOPECHECK_ATOMIC(atomicDec, unsigned int)
__SCOPECHECK_ATOMIC_INT(atomicAnd)
__SCOPECHECK_ATOMIC(atomicAnd, long long int)
__SCOPECHECK_ATOMIC_INT(atomicOr)
__SCOPECHECK_ATOMIC(atomicOr, long long int)
__SCOPECHECK_ATOMIC_INT(atomicXor)
__SCOPECHECK_ATOMIC(atomicXor, long long int)
#undef __SCOPECHECK_ATOMIC_INT
#undef __SCOPECHECK_ATOMIC
#define __SCOPECHECK_CAS(T)                                                    \
  __device__ T atomicCAS(T *address, T compare, T val);                        \
  __device__ T atomicCAS_block(T *address, T compare, T val);                  \
  __device__ T atomicCAS_system(T *address, T compare, T val);
__SCOPECHECK_CAS(int)
__SCOPECHECK_CAS(unsigned int)
__SCOPECHECK_CAS(unsigned long long int)
__SCOPECHECK_CAS(unsigned short int)
#undef __SCOPECHECK_CAS

//===- Integer and float helpers ------------------------------------------===//

__host__ __device__ int min(int a, int b);
__host__ __device__ unsigned int min(unsigned int a, unsigned int b);
__host__ __device__ long long min(long long a, long long b);
__host__ __device__ unsigned long long min(unsigned long long a,
                                           unsigned long long b);
__host__ __device__ float min(float a, float b);
__host__ __device__ double min(double a, double b);
__host__ __device__ int max(int a, int b);
__host__ __device__ unsigned int max(unsigned int a, unsigned int b);
__host__ __device__ long long max(long long a, long long b);
__host__ __device__ unsigned long long max(unsigned long long a,
                                           unsigned long long b);
__host__ __device__ float max(float a, float b);
__host__ __device__ double max(double a, double b);

//===- Device math (executed concretely by the checker) -------------------===//

#define __SCOPECHECK_MATH1(F)                                                  \
  __device__ double F(double x);                                               \
  __device__ float F##f(float x);
#define __SCOPECHECK_MATH2(F)                                                  \
  __device__ double F(double x, double y);                                     \
  __device__ float F##f(float x, float y);
extern "C" {
__SCOPECHECK_MATH1(sqrt)
__SCOPECHECK_MATH1(fabs)
__SCOPECHECK_MATH1(floor)
__SCOPECHECK_MATH1(ceil)
__SCOPECHECK_MATH1(trunc)
__SCOPECHECK_MATH1(round)
__SCOPECHECK_MATH1(exp)
__SCOPECHECK_MATH1(exp2)
__SCOPECHECK_MATH1(log)
__SCOPECHECK_MATH1(log2)
__SCOPECHECK_MATH1(log10)
__SCOPECHECK_MATH1(sin)
__SCOPECHECK_MATH1(cos)
__SCOPECHECK_MATH1(tan)
__SCOPECHECK_MATH2(pow)
__SCOPECHECK_MATH2(fmin)
__SCOPECHECK_MATH2(fmax)
__SCOPECHECK_MATH2(fmod)
__device__ double fma(double x, double y, double z);
__device__ float fmaf(float x, float y, float z);
__device__ int abs(int x);
}
#undef __SCOPECHECK_MATH1
#undef __SCOPECHECK_MATH2

//===- Device-side C library ----------------------------------------------===//

extern "C" {
__device__ int printf(const char *format, ...);
__device__ void *memcpy(void *dst, const void *src, size_t n);
__device__ void *memset(void *dst, int value, size_t n);
__device__ long long clock64(void);
__device__ int clock(void);
// The target of our assert.h: a call the front-end turns into an IR assert.
__host__ __device__ void __scopecheck_assert(bool cond, const char *text);
}

//===- GPUVerify's specification functions --------------------------------===//
//
// Real test kernels use them as if GPUVerify's own cuda.h were included.
// __assert, __invariant and __global_invariant are checked like assert;
// __assume, __requires and __global_requires (preconditions, written at the
// top of the kernel) are assumptions (__requires in a device function is
// checked at the call); __implies is the implication; an annotation about
// the pair of threads (__uniform_int, __other_int, __distinct_int,
// __enabled) or the thread's accesses (__read, __write, __no_read,
// __no_write, __read_offset_bytes, __write_offset_bytes) is the symbolic
// engine's; __ensures and __global_ensures are checked at the function's
// return, with __return_val_int/_bool and __old_int/_bool, unless they read
// memory (then ignored with a warning; docs/cuda-support.md section 3). __axiom(e) at file scope
// defines a device function whose body asserts e; the front-end runs every
// such function at kernel entry, so an axiom that is false for the launch
// is reported as an assertion naming it.
typedef unsigned int uint;
__device__ void __assert(bool e);
__device__ void __assume(bool e);
__device__ void __requires(bool e);
__device__ void __ensures(bool e);
__device__ void __invariant(bool e);
__device__ void __global_invariant(bool e);
__device__ void __global_requires(bool e);
__device__ void __global_ensures(bool e);
// Barrier invariants (docs/engines.md "Barrier invariants"), written just
// before a __syncthreads(): e is checked there for every thread by the
// symbolic engine and assumed after the barrier for each instantiation
// (a threadIdx.x value; none: the thread's own); the concrete engines do
// not evaluate them.
__device__ void __barrier_invariant(bool e, ...);
__device__ void __barrier_invariant_binary(bool e, ...);
// The buffer p points to is fresh: distinct from every other parameter's,
// as scopecheck assumes of every pointer parameter unless --bind shares
// one (then an error).
__device__ void __requires_fresh_array(const void *p);
__device__ bool __read(const void *p);
__device__ bool __write(const void *p);
__device__ bool __no_read(const void *p);
__device__ bool __no_write(const void *p);
// Predicates about the other thread of the pair and the barrier interval's
// accesses (symbolic engine), entry values and results (postconditions).
__device__ bool __enabled(void);
__device__ int __read_offset_bytes(const void *p);
__device__ int __write_offset_bytes(const void *p);
__device__ int __return_val_int(void);
__device__ bool __return_val_bool(void);
__device__ int __old_int(int x);
__device__ bool __old_bool(bool x);
__device__ int __other_int(int x);
__device__ bool __other_bool(bool x);
__device__ bool __uniform_int(int x);
__device__ bool __uniform_bool(bool x);
__device__ bool __distinct_int(int x);
__device__ bool __distinct_bool(bool x);
#define __SCOPECHECK_CAT2(a, b) a##b
#define __SCOPECHECK_CAT(a, b) __SCOPECHECK_CAT2(a, b)
#define __axiom(e)                                                             \
  static __device__ void __SCOPECHECK_CAT(__scopecheck_axiom_, __COUNTER__)(  \
      void) {                                                                  \
    __scopecheck_assert((e), "axiom " #e " is false for this launch");       \
  }
#define __implies(a, b) (!(a) || (b))

//===- __nv_atomic_* (CUDA 12.8) ------------------------------------------===//
// The order and scope constants have the values of cuda::memory_order and
// cuda::thread_scope, which is what the front-end reads. The value operand
// is not deduced, so that it converts to the pointee type as in C.

#define __NV_ATOMIC_RELAXED 0
#define __NV_ATOMIC_CONSUME 1
#define __NV_ATOMIC_ACQUIRE 2
#define __NV_ATOMIC_RELEASE 3
#define __NV_ATOMIC_ACQ_REL 4
#define __NV_ATOMIC_SEQ_CST 5
#define __NV_THREAD_SCOPE_SYSTEM 0
#define __NV_THREAD_SCOPE_DEVICE 1
#define __NV_THREAD_SCOPE_BLOCK 2
#define __NV_THREAD_SCOPE_THREAD 3
#define __NV_THREAD_SCOPE_CLUSTER 4

template <class T> struct __scopecheck_nv_same { typedef T type; };
#define __SCOPECHECK_NV_FETCH(OP)                                              \
  template <class T>                                                           \
  __device__ T __nv_atomic_##OP(                                               \
      T *p, typename __scopecheck_nv_same<T>::type v, int order, int scope);
__SCOPECHECK_NV_FETCH(fetch_add)
__SCOPECHECK_NV_FETCH(fetch_sub)
__SCOPECHECK_NV_FETCH(fetch_and)
__SCOPECHECK_NV_FETCH(fetch_or)
__SCOPECHECK_NV_FETCH(fetch_xor)
__SCOPECHECK_NV_FETCH(fetch_min)
__SCOPECHECK_NV_FETCH(fetch_max)
__SCOPECHECK_NV_FETCH(exchange_n)
#undef __SCOPECHECK_NV_FETCH
template <class T>
__device__ void __nv_atomic_store_n(T *p,
                                    typename __scopecheck_nv_same<T>::type v,
                                    int order, int scope);
template <class T> __device__ T __nv_atomic_load_n(T *p, int order, int scope);
template <class T>
__device__ bool __nv_atomic_compare_exchange_n(
    T *p, T *expected, typename __scopecheck_nv_same<T>::type desired,
    bool weak, int success_order, int failure_order, int scope);
template <class T>
__device__ bool __nv_atomic_compare_exchange(T *p, T *expected, T *desired,
                                             bool weak, int success_order,
                                             int failure_order, int scope);
__device__ void __nv_atomic_thread_fence(int order, int scope);

//===- Textures and surfaces (declared, not modelled) ---------------------===//
// The object API of the CUDA Programming Guide, so that kernels using it
// parse; the front-end diagnoses a texture or surface object and every
// fetch or write at its use.

typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t t, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t t, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t t, float x, float y);
template <class T>
__device__ T tex3D(cudaTextureObject_t t, float x, float y, float z);
template <class T>
__device__ T surf1Dread(cudaSurfaceObject_t s, int x, int mode = 0);
template <class T>
__device__ T surf2Dread(cudaSurfaceObject_t s, int x, int y, int mode = 0);
template <class T>
__device__ void surf1Dwrite(T v, cudaSurfaceObject_t s, int x, int mode = 0);
template <class T>
__device__ void surf2Dwrite(T v, cudaSurfaceObject_t s, int x, int y,
                            int mode = 0);

#include <__scopecheck_intrinsics.h>
#include <__scopecheck_api.h>
#include <__scopecheck_runtime.h>
// assert without an #include (nvcc needs <cassert>; GPUVerify's kernels
// rely on it): ours, an IR assertion in device code.
#include <assert.h>

#endif // __SCOPECHECK_CUDA_H
