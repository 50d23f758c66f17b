// GPUVerify's annotations about the pair of threads, with their two-thread
// meaning (docs/engines.md "GPUVerify's annotations"): __uniform_int(x)
// is x$1 == x$2, __distinct_int(x) is x$1 != x$2, __other_int(x) the other
// thread's x, __enabled() the thread's predicate.
//
// A value read from memory decides whether the block waits at a barrier:
// even and odd threads read different elements, which may differ (a
// possible divergence, under either abstraction); the caller's promise that
// they hold the same value, __assume(__uniform_int(x)), proves it.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: note: verified for every 1D launch and input
// OK: exit=0
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DNO_ASSUME 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NOASSUME
// NOASSUME: possible barrier-divergence
// NOASSUME: exit=3
//
// A false pair assertion: t / 2 is the same for threads 2k and 2k + 1. The
// concrete engines do not evaluate pair annotations, so it is never
// confirmed: exit 3.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DBAD 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BAD
// BAD: possible assertion failed: __distinct_int(t / 2)
// BAD: exit=3
//
// A concrete engine ignores them (the kernel itself is checked).
// RUN: sh -c '%scopecheck check %s --blockDim=4 --arg n=3 --engine=dpor -DBAD 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCRETE
// CONCRETE-NOT: warning
// CONCRETE: exit=0

__global__ void k(int *out, const int *flag, int n) {
  unsigned t = threadIdx.x;
  int x = flag[t % 2];
#ifndef NO_ASSUME
  __assume(__uniform_int(x));
#endif
  __assert(__uniform_int(n) && __other_int(n) == n);
  __assert(__distinct_int(blockIdx.x * blockDim.x + t));
  if (t < 2)
    __assert(__enabled());
#ifdef BAD
  __assert(__distinct_int(t / 2));
#endif
  if (x)
    __syncthreads();
  out[blockIdx.x * blockDim.x + t] = x;
}
