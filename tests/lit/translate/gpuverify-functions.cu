// GPUVerify's reading of device functions (docs/cuda-support.md §3): a
// device function without a definition is uninterpreted (its result is any
// value, it accesses no memory), with a warning; a __requires inside a
// device function is its precondition, checked at each (inlined) call.
//
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=UNINT
// UNINT: gpuverify-functions.cu:[[@LINE+31]]:{{[0-9]+}}: warning: function 'hash' has no definition: its result is any value and it is assumed to access no memory
// UNINT: note: verified for every 1D launch and input
// UNINT: exit=0
//
// The result is arbitrary: used as an index it may collide (a possible
// race; the concrete replay runs the call's havoc, which it cannot decide).
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DINDEX 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=INDEX
// INDEX: possible data race on 'out'
// INDEX: exit=3
//
// A caller that breaks a device function's precondition: thread 0 calls
// at(in, -1). Reported at the precondition, confirmed by the replay.
// RUN: sh -c '%scopecheck check %s --engine=symbolic -DPRE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PRE
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor -DPRE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PRE
// PRE: error: assertion failed: precondition i >= 0 of 'at'
// PRE: exit=1
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: exit=0

__device__ int hash(int x);
__device__ int at(const int *a, int i) {
  __requires(i >= 0);
  return a[i];
}
__global__ void k(int *out, const int *in) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
#if defined(INDEX)
  out[hash(t)] = 1;
#elif defined(PRE)
  out[t] = at(in, t - 1);
#else
  out[t] = at(in, t) + hash(t);
#endif
}
