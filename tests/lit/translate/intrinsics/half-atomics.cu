//--blockDim=3
// atomicAdd on __half, __half2, __nv_bfloat16 and __nv_bfloat162: one
// rmw.f16add/rmw.bf16add of the 16-bit bits per element (a pair is two
// atomics: CUDA makes each element's add atomic, not the pair's), the
// exact sum rounded once to the format, the old value returned.

// Rounding depends on the order. acc starts at 1.0; threads 0 and 1 add
// 2^-11, thread 2 adds -1. 1 + 2^-11 is a tie that rounds (to even) back
// to 1, so: -1 first (2 of the 3! orders): 2^-11 + 2^-11 = 2^-10 (0x1400);
// -1 second (2 orders): 1 + 2^-11 = 1, then 0, then 2^-11 (0x1000); -1
// last (2 orders): 1, 1, then 0. dpor explores the 6 orders of the three
// atomics on one element; FORBID forbids one final value, so each of the
// three values is reached, and the first assertion says no other is.
// RUN: %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE: scopecheck: note: 6 executions (0 blocked)
// SAFE-NOT: error:
// RUN: not %scopecheck check %s --engine=dpor -DFORBID=0x0000 2>&1 | FileCheck %s --check-prefix=FORBID
// RUN: not %scopecheck check %s --engine=dpor -DFORBID=0x1000 2>&1 | FileCheck %s --check-prefix=FORBID
// RUN: not %scopecheck check %s --engine=dpor -DFORBID=0x1400 2>&1 | FileCheck %s --check-prefix=FORBID
// FORBID: half-atomics.cu:{{[0-9]+}}:5: error: assertion failed: b != FORBID in thread 0 of block 0
// The interval engine's single run cannot tell: incomplete, never "safe".
// RUN: sh -c '%scopecheck check %s --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INTERVAL
// INTERVAL: the interval engine's result is not exact for this kernel: a value of memory written by the order-dependent atomic write at {{.*}}half-atomics.cu:{{[0-9]+}}:3
// INTERVAL: exit=3

// Exact values in one thread: ties to even, overflow to infinity, the old
// values returned, pairs element by element, bfloat16.
// RUN: %scopecheck check %s --blockDim=1 -DVALUES 2>&1 | FileCheck %s --check-prefix=SAFE1
// SAFE1-NOT: error:
// RUN: not %scopecheck check %s --blockDim=1 -DVALUES -DWRONG 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: error: assertion failed: __half_as_ushort(old) == 0x3c01

// Races: an atomicAdd and a plain write of the same element race; the
// other element of the pair does not.
// RUN: not %scopecheck check %s --blockDim=2 -DPAIR -DPLAIN 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'pair[1].y' between a {{read|write}} (rlx.gpu) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// RACE-NOT: pair[1].x
// RUN: %scopecheck check %s --blockDim=2 -DPAIR --engine=dpor 2>&1 | FileCheck %s --check-prefix=PAIR
// PAIR: scopecheck: note: 2 executions (0 blocked)
// PAIR-NOT: error:

// A same-value race on a __half names the value as the number it encodes
// (1.5, not the bits 15872), in both exact engines.
// RUN: not %scopecheck check %s --blockDim=2 -DSAME --engine=interval 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: not %scopecheck check %s --blockDim=2 -DSAME --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: error: data race on 'h[0]' (both write 1.5) between a write (na) of thread {{[01]}} of block 0 and a write (na) of thread {{[01]}} of block 0

// In the printed program, one rmw per 16-bit element.
// RUN: %scopecheck ir %s --blockDim=2 -DPAIR | FileCheck %s --check-prefix=IR
// IR: rmw.f16add.rlx.gpu i16 @pair.x.__x[1],
// IR-NEXT: rmw.f16add.rlx.gpu i16 @pair.y.__x[1],
// IR: rmw.f16add.rlx.gpu i16 @pair.y.__x[1],
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cassert>
#ifndef FORBID
#define FORBID 0x3c00
#endif

#if defined(SAME)
__global__ void same(__half *h) { h[0] = __float2half(1.5f); }
#elif !defined(VALUES) && !defined(PAIR)
__global__ void order(__half *unused) {
  __shared__ __half acc;
  if (threadIdx.x == 0)
    acc = __ushort_as_half(0x3c00);
  __syncthreads();
  __half v = threadIdx.x == 2 ? __float2half(-1.0f) : __ushort_as_half(0x1000);
  atomicAdd(&acc, v);
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned short b = __half_as_ushort(acc);
    assert(b == 0x0000 || b == 0x1000 || b == 0x1400);
    assert(b != FORBID);
  }
}
#elif defined(VALUES)
__device__ __half h(unsigned short b) { return __ushort_as_half(b); }
__device__ unsigned short bits(__half x) { return __half_as_ushort(x); }

__global__ void values(__half *a, __half2 *p, __nv_bfloat16 *b, __nv_bfloat162 *q) {
  a[0] = h(0x3c00);
  __half old = atomicAdd(&a[0], h(0x1000)); // 1 + 2^-11: tie to 1
  assert(bits(old) == 0x3c00 && bits(a[0]) == 0x3c00);
  old = atomicAdd(a, h(0x1400)); // 1 + 2^-10, exact
#ifdef WRONG
  assert(__half_as_ushort(old) == 0x3c01);
#endif
  assert(bits(old) == 0x3c00 && bits(a[0]) == 0x3c01);
  atomicAdd(a, h(0x1000)); // 1 + 3 * 2^-11: tie between 0x3c01 and 0x3c02
  assert(bits(a[0]) == 0x3c02);
  a[1] = h(0x7bff);
  atomicAdd(a + 1, h(0x7bff)); // 65504 + 65504 overflows
  assert(bits(a[1]) == 0x7c00);
  // A pair: each element's sum; the old pair returned.
  p[0] = __halves2half2(h(0x3800), h(0x3400)); // 0.5, 0.25
  __half2 o2 = atomicAdd(&p[0], __halves2half2(h(0x3c00), h(0x4000)));
  assert(bits(o2.x) == 0x3800 && bits(o2.y) == 0x3400);
  assert(bits(p[0].x) == 0x3e00 && bits(p[0].y) == 0x4080); // 1.5, 2.25
  // bfloat16: 1 + 2^-8 is a tie to 1; 1 + 2^-7 exact; 3 - 2 = 1.
  b[0] = __ushort_as_bfloat16(0x3f80);
  __nv_bfloat16 ob = atomicAdd(b, __ushort_as_bfloat16(0x3b80));
  assert(__bfloat16_as_ushort(ob) == 0x3f80 && __bfloat16_as_ushort(b[0]) == 0x3f80);
  atomicAdd(b, __ushort_as_bfloat16(0x3c00));
  assert(__bfloat16_as_ushort(b[0]) == 0x3f81);
  q[0] = __floats2bfloat162_rn(3.0f, 0.5f);
  atomicAdd(q, __floats2bfloat162_rn(-2.0f, 0.25f));
  assert(__bfloat16_as_ushort(q[0].x) == 0x3f80 && __bfloat16_as_ushort(q[0].y) == 0x3f40);
}
#else
__global__ void pairs(__half2 *pair) {
  if (threadIdx.x == 0)
    atomicAdd(&pair[1], __halves2half2(__ushort_as_half(0x3c00), __ushort_as_half(0x4000)));
#ifdef PLAIN
  if (threadIdx.x == 1)
    pair[1].y = __float2half(3.0f);
#else
  if (threadIdx.x == 1)
    atomicAdd(&pair[1].y, __float2half(3.0f));
#endif
}
#endif
