// scopecheck model header: CUDA's half precision (`__half`, `__half2`) as
// exact IEEE binary16 values (__scopecheck_fp16.h, docs/cuda-support.md).
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__
#include <__scopecheck_fp16.h>
__SC_FP16_TYPE(__half, __half2, __half_raw, __half2_raw, half,
               __scopecheck_f16trunc, __scopecheck_f16ext)
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#endif
