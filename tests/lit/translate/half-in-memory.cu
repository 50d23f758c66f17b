// half and bfloat16 in memory and as parameters: a `half *` parameter is the
// i16 buffer @y.__x; `y[i] += x[i]` (cuda_fp16.hpp's `__half
// &operator+=(__half &, const __half &)` on a structure in global memory)
// loads y[i] and stores it back, so two threads updating one element race,
// while a non-const reference parameter that is only read stores nothing;
// `--arg a=0.5` gives a half parameter the bits of 0.5 (0x3800), a pair's
// lanes are `--arg p.x=`/`p.y=`; `__ldg` of a half is a plain load.
// RUN: %scopecheck check %s --arg a=0.5 --arg p.x=1 --arg p.y=-2
// RUN: %scopecheck ir %s --arg a=0.5 --arg p.x=1 --arg p.y=-2 | FileCheck %s --check-prefix=IR
// IR: proc @k(a.__x : i16, p.x.__x : i16, p.y.__x : i16) {
// IR: f16trunc.i16(
// IR: launch kernel @k grid [1,1,1] block [4,1,1] (14336, 15360, -16384);
// RUN: sh -c '%scopecheck check %s --arg a=0.5 --arg p.x=1 --arg p.y=-2 -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: half-in-memory.cu:[[@LINE+19]]:3: error: data race on 'y[0]' between a write (na) of thread 0 of block 0 and a read (na) of thread 1 of block 0
// RACE: exit=1
// RUN: sh -c '%scopecheck check %s --arg a=x 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BADARG
// BADARG: error: invalid value 'a=x' in '--arg=a=x': expected an integer, a floating-point number, true or false
// BADARG: exit=2
//--blockDim=4 --buffer y=4 --buffer x=4 --buffer out=4
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cassert>

struct Acc { float sum; int n; };
__device__ float mean(Acc &a) { return a.sum / a.n; } // reads only

__global__ void k(half a, half2 p, half *y, const half *x, __nv_bfloat16 *out,
                  Acc *acc) {
  unsigned t = threadIdx.x;
  assert(__half_as_ushort(a) == 0x3800);
  assert(__low2float(p) == 1.0f && __high2float(p) == -2.0f);
#ifdef RACE
  y[t / 2] += x[t];
#else
  y[t] += __hmul(a, __ldg(&x[t]));
#endif
  out[t] = __float2bfloat16(mean(acc[0]));
}
