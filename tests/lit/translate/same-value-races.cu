//--blockDim=4 --args-default
// Write-write races of the same value stay data races (CUDA C++ has no
// benign races); the message says "both write V", and
// --allow-same-value-races ignores them (GPUVerify's default) in both
// exact engines, while races of different values are still reported.

// RUN: not %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: not %scopecheck check %s --engine=interval 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: error: data race on 'flag[0]' (both write 0) between a write (na) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// SAME: note: writing the same value does not make a race benign in CUDA C++; --allow-same-value-races ignores such races (GPUVerify's default)
// RUN: not %scopecheck check %s --engine=dpor --json 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON: "message": "data race on 'flag[0]' (both write 0)", "notes": ["writing the same value

// RUN: %scopecheck check %s --engine=dpor --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --engine=interval --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE-NOT: error:

// RUN: not %scopecheck check %s --engine=symbolic --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=SYMBOLIC
// SYMBOLIC: scopecheck: error: '--allow-same-value-races' is not supported by the symbolic engine

// Floating-point values are written as numbers.
// RUN: not %scopecheck check %s --engine=dpor --arg mode=1 2>&1 | FileCheck %s --check-prefix=FLOAT
// RUN: not %scopecheck check %s --engine=interval --arg mode=1 2>&1 | FileCheck %s --check-prefix=FLOAT
// FLOAT: error: data race on 'scale[0]' (both write 1.5) between

// Thread 3 writes another value: still a race with the flag, found by
// both engines whichever thread's write comes first.
// RUN: not %scopecheck check %s --engine=dpor --arg mode=2 --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=DIFF
// RUN: not %scopecheck check %s --engine=interval --arg mode=2 --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=DIFF
// DIFF: error: data race on 'flag[0]' between a write (na) of thread {{[0-2]}} of block 0 and a write (na) of thread 3 of block 0
// DIFF-NOT: both write
// RUN: not %scopecheck check %s --engine=dpor --arg mode=3 --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=DIFF0
// RUN: not %scopecheck check %s --engine=interval --arg mode=3 --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=DIFF0
// DIFF0: error: data race on 'flag[0]' between a write (na) of thread 0 of block 0 and a write (na) of thread {{[1-3]}} of block 0

// A read racing with a write is never ignored.
// RUN: not %scopecheck check %s --engine=dpor --arg mode=4 --allow-same-value-races 2>&1 | FileCheck %s --check-prefix=READ
// READ: error: data race on 'flag[0]' between a {{read|write}} (na)

__global__ void k(int *flag, float *scale, int *out, int mode) {
  if (mode == 0)
    flag[0] = 0;
  else if (mode == 1)
    scale[0] = 1.5f;
  else if (mode == 2)
    flag[0] = threadIdx.x == 3 ? 7 : 5;
  else if (mode == 3)
    flag[0] = threadIdx.x == 0 ? 7 : 5;
  else {
    flag[0] = 0;
    out[threadIdx.x] = flag[0];
  }
}
