// Barrier invariants (docs/engines.md "Barrier invariants").
//
// Each thread reads its left neighbour's stored id after the barrier; the
// invariant idx[x] == x, instantiated for the neighbour, makes the writes
// distinct. The invariant is checked and assumed, but the final check of
// the write's index (modulo a symbolic blockDim.x) is beyond Z3's work
// limit: no verdict, exit 3, never "verified" without a proof and never a
// hang (issue 17; it ran without bound before the work limit).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: note: no verdict: the solver gave up (a check took more than its work limit)
// OK: exit=3
//
// A false invariant (the stored value is x + 1, the invariant still says x):
// the check at the barrier fails for every thread; no concrete run
// evaluates invariants, so it is a possible assertion failure, exit 3,
// never a proof.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG
// WRONG: possible assertion failed: barrier invariant idx[threadIdx.x] == threadIdx.x
// WRONG: exit=3
//
// An invariant about an element the pair did not access since the last
// barrier (idx[0]): another thread may have written anything there, so it
// cannot be checked by the pair (thesis §4.3.4).
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DUNKNOWN 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: barrier invariant reads 'idx' at an element that neither thread accessed since the last barrier
// UNKNOWN: exit=3
//
// An invariant that mentions a variable that differs between threads
// (t, not threadIdx.x) cannot be instantiated for another thread.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DLOCAL 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LOCAL
// LOCAL: 't' differs between threads, so the invariant cannot be instantiated for other threads; write it with threadIdx.x
// LOCAL: exit=3
//
// The concrete engines do not evaluate the invariant (the kernel itself is
// checked): safe at a launch, with either engine.
// RUN: sh -c '%scopecheck check %s --blockDim=64 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCRETE
// RUN: sh -c '%scopecheck check %s --blockDim=8 --engine=dpor 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCRETE
// RUN: sh -c '%scopecheck check %s --blockDim=8 --engine=dpor -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CONCRETE
// CONCRETE: exit=0
//
// A function call in the invariant is refused (exit 2).
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DCALL 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CALL
// CALL: barrier-invariant.cu:{{[0-9]+}}:{{[0-9]+}}: error: a barrier invariant that calls a function is not supported
// CALL: exit=2

#ifdef WRONG
#define OFF 1
#else
#define OFF 0
#endif
__device__ unsigned self(unsigned x) { return x; }
__global__ void k(int *out) {
  __shared__ unsigned idx[1024];
  unsigned t = threadIdx.x;
  idx[t] = t + OFF;
#if defined(CALL)
  __barrier_invariant(idx[self(threadIdx.x)] == threadIdx.x);
#elif defined(UNKNOWN)
  __barrier_invariant(idx[0] == 0);
#elif defined(LOCAL)
  __barrier_invariant(idx[t] == t, (threadIdx.x + 1) % blockDim.x);
#else
  __barrier_invariant(idx[threadIdx.x] == threadIdx.x,
                      (threadIdx.x + blockDim.x - 1) % blockDim.x);
#endif
  __syncthreads();
  unsigned n = idx[(t + blockDim.x - 1) % blockDim.x];
  out[blockIdx.x * blockDim.x + n] = t;
}
