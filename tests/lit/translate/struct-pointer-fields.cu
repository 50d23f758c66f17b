// Pointer fields of a structure kernel parameter: each is a global buffer
// of its own named by the field's path (`--buffer args.in=N` sizes it),
// as pointer parameters are; nested structures too.
// RUN: %scopecheck check %s
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: global @args.in : f32[64];
// IR: global @args.out : f32[64];
// IR: global @args.io.counts : i32[*];
// RUN: sh -c '%scopecheck check %s -DOOB 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OOB
// OOB: error: out-of-bounds access to 'args.out[64]'
// OOB: exit=1
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'args.io.counts[0]'
// RACE: exit=1
// RUN: sh -c '%scopecheck check %s --arg args.in=3 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ARG
// ARG: error: '--arg args.in=3' gives a value to pointer field 'args.in': it is a buffer of its own; give its number of elements with --buffer args.in=N
// ARG: exit=2
//--blockDim=32 --gridDim=2 --arg args.n=64 --arg args.io.stride=1 --buffer args.in=64 --buffer args.out=64
#include <assert.h>

struct IO {
  int *counts;
  int stride;
};
struct Args {
  const float *in;
  float *out;
  int n;
  IO io;
};

__global__ void scale(Args args) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef OOB
  if (i == args.n - 1)
    args.out[i + 1] = 1.0f;
#endif
  if (i < args.n)
    args.out[i] = 2.0f * args.in[i];
  if (i == 0)
    args.io.counts[0] = args.n;
#ifdef RACE
  args.io.counts[0] = i;
#endif
}
