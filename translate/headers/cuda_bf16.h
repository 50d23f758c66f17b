// scopecheck model header: CUDA's bfloat16 (`__nv_bfloat16`,
// `__nv_bfloat162`) as exact values (__scopecheck_fp16.h,
// docs/cuda-support.md).
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__
#include <__scopecheck_fp16.h>
__SC_FP16_TYPE(__nv_bfloat16, __nv_bfloat162, __nv_bfloat16_raw,
               __nv_bfloat162_raw, bfloat16, __scopecheck_bf16trunc,
               __scopecheck_bf16ext)
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#endif
