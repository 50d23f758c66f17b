//===- __scopecheck_opencl.h - scopecheck's additions to OpenCL C -*- C -*-===//
//
// Part of scopecheck.
//
//===----------------------------------------------------------------------===//
//
// Included before every .cl file (translate/ClangInvocation.cpp). The OpenCL
// C builtins themselves (get_global_id, barrier, atomic_fetch_add, vload4,
// ...) are Clang's own declarations (-finclude-default-header with
// -fdeclare-opencl-builtins), so a kernel sees exactly the functions and
// types of the OpenCL C version it is compiled for; the front-end models
// them by name (translate/KernelOpenCL.cpp) and diagnoses every other one.
//
// This header only adds what OpenCL C lacks and verification kernels use:
// `assert`, and GPUVerify's specification functions (GPUVerify's OpenCL
// kernels call them without including anything), with the meaning they have
// for CUDA files (docs/cuda-support.md section 3).
//
//===----------------------------------------------------------------------===//

#ifndef __SCOPECHECK_OPENCL_H
#define __SCOPECHECK_OPENCL_H

void __scopecheck_assert(bool e, __constant char *text);
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) __scopecheck_assert((e), #e)
#endif

void __assert(bool e);
void __assume(bool e);
void __requires(bool e);
void __ensures(bool e);
void __invariant(bool e);
void __global_invariant(bool e);
void __global_requires(bool e);
void __global_ensures(bool e);
// GPUVerify's __requires_fresh_array(p): p's buffer is distinct from every
// other parameter's (what scopecheck assumes of each buffer parameter).
void __attribute__((overloadable)) __requires_fresh_array(const __global void *p);
void __attribute__((overloadable)) __requires_fresh_array(const __local void *p);
void __attribute__((overloadable))
__requires_fresh_array(const __constant void *p);
#define __implies(a, b) (!(a) || (b))
#define __SCOPECHECK_CAT2(a, b) a##b
#define __SCOPECHECK_CAT(a, b) __SCOPECHECK_CAT2(a, b)
#define __axiom(e)                                                             \
  static void __SCOPECHECK_CAT(__scopecheck_axiom_, __COUNTER__)(void) {       \
    __scopecheck_assert((e), "axiom " #e " is false for this launch");       \
  }

#endif // __SCOPECHECK_OPENCL_H
