// __syncthreads_count/_and/_or: a barrier that reduces the predicate over
// the block (docs/ir.md "Barrier"). The predicate is converted to bool
// before the barrier; the result is an i32 temporary.
// RUN: %scopecheck ir %s --blockDim=4 | FileCheck %s
// The DPOR engine hands every thread the block's reduction: threads 1 and 3
// have a[tid] > 0, so the count is 2, the and 0, the or 1 (the asserts).
// RUN: sh -c '%scopecheck check %s --engine=dpor --blockDim=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DPOR
// With blockDim 6 the count is 3: the first assertion fails.
// RUN: sh -c '%scopecheck check %s --engine=dpor --blockDim=6 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DPOR6

// CHECK:      proc @k(a : ptr) {
// CHECK:        t = load.na i32 a[zext.i64(threadIdx.x)] !29:31;
// CHECK-NEXT:   t.1 = barrier.cta.count t >s 0 !29:11;
// CHECK-NEXT:   n = t.1 !29:7;
// CHECK:        t.3 = barrier.cta.and t.2 >s 0 !30:13;
// CHECK:        t.5 = barrier.cta.or t.4 != 0 !31:13;
// CHECK:        t.6 = barrier.cta.or 0:i32 != 0 !32:3;
// CHECK-NOT:  barrier.cta.{{count|and|or}}
// CHECK:      launch kernel

// DPOR-NOT: error:
// DPOR: exit=0
// DPOR6: syncthreads-reduce.cu:33:3: error: assertion failed: n == 2
// DPOR6: exit=1
#include <assert.h>

__global__ void k(int *a) {
  a[threadIdx.x] = threadIdx.x % 2;
  int n = __syncthreads_count(a[threadIdx.x] > 0);
  int all = __syncthreads_and(a[threadIdx.x] > 0);
  int any = __syncthreads_or(a[threadIdx.x]);
  __syncthreads_or(0);
  assert(n == 2);
  assert(all == 0);
  assert(any == 1);
}
