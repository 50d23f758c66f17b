// --no-inline: GPUVerify's modular checking of device functions
// (docs/engines.md "Modular checking"). Each function is checked once, at
// its first call, for every argument its __requires allow; each call
// checks the __requires and then knows only the __ensures.
//
// The contract is enough for the kernel: verified either way.
// RUN: sh -c '%scopecheck check %s 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: note: verified for every 1D launch and input
// OK: exit=0
//
// A caller that needs more than the contract says (y == x + 1): verified
// when the body is inlined; with --no-inline only `y > x` is known, so the
// assertion may fail, which no concrete run confirms (exit 3).
// RUN: sh -c '%scopecheck check %s -DEXACT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s -DEXACT --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EXACT
// EXACT: no-inline.cu:{{[0-9]+}}:3: warning: possible assertion failed: y == x + 1
// EXACT: exit=3
//
// A body that breaks its postcondition only for arguments no call passes
// (x + 1 wraps at INT_MAX, which __requires(x >= 0) allows): the inlined
// calls are verified; the modular check finds the broken contract.
// RUN: sh -c '%scopecheck check %s -DWIDE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s -DWIDE --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WIDE
// WIDE: warning: possible assertion failed: postcondition __return_val_int() > x of 'inc'
// WIDE: exit=3
//
// A call that breaks the precondition: a confirmed error either way.
// RUN: sh -c '%scopecheck check %s -DPRE --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PRE
// PRE: error: assertion failed: precondition x >= 0 && x < 1000 of 'inc'
// PRE: confirmed by a concrete run
// PRE: exit=1
//
// A postcondition about the pair of threads, assumed at the call: the
// results are distinct, so the writes do not race (verified modularly);
// with a body that breaks it (x / 2), the replay of the broken
// postcondition's counterexample finds the race the calls then make.
// RUN: sh -c '%scopecheck check %s -DPAIR --no-inline --gridDim 1 --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK1
// OK1: note: verified for every launch and input
// OK1: exit=0
// RUN: sh -c '%scopecheck check %s -DPAIR -DBAD --no-inline --gridDim 1 --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=PAIR-BAD
// PAIR-BAD: error: data race on 'a[0]'
// PAIR-BAD: confirmed by a concrete run
// PAIR-BAD: exit=1
//
// A function without a contract: its result is any value (as GPUVerify
// reads --no-inline), so the write may race; not confirmed, exit 3.
// RUN: sh -c '%scopecheck check %s -DNOCONTRACT 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s -DNOCONTRACT --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=NOCONTRACT
// NOCONTRACT: possible data-race, not confirmed by a concrete run
// NOCONTRACT: exit=3
//
// A function with a pointer parameter, and one that accesses memory, are
// inlined, each with a warning at its first call; the verdict is the
// inlined one.
// RUN: sh -c '%scopecheck check %s -DMEMORY --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=MEMORY
// MEMORY: no-inline.cu:[[#MEM:]]:3: warning: --no-inline: 'store' has parameter 'p' of type 'int *': it is inlined (modular checking covers device functions with scalar parameters and result)
// MEMORY: no-inline.cu:[[#MEM+1]]:3: warning: --no-inline: 'add' accesses memory, synchronises or uses atomics: it is inlined (modular checking covers device functions without them)
// MEMORY-NOT: warning: --no-inline
// MEMORY: note: verified for every 1D launch and input
// MEMORY: exit=0
//
// The program: both translations of the call, chosen by the ghost local
// gpuverify.modular (false in every concrete run).
// RUN: %scopecheck ir %s --no-inline --no-locs | FileCheck %s --check-prefix=IR
// IR: br gpuverify.modular, inc.modular.{{[0-9]+}}, inc.inlined.{{[0-9]+}};
// IR: havoc inc.check_body;
// IR: havoc inc.x.any;
// IR: assume x.{{[0-9]+}} >=s 0 && x.{{[0-9]+}} <s 1000;
// IR: havoc inc.result.{{[0-9]+}};
// IR: assert inc.result >s x.{{[0-9]+}}, "postcondition __return_val_int() > x of 'inc'";
// IR-NEXT: assume false;
// IR: assume inc.result.{{[0-9]+}} >s x.{{[0-9]+}};
//
// The exact engines run the bodies, and the modular translation is removed
// before they run (its havocs would make the interval engine's analysis
// see inputs): exhaustive at a launch, and the same counts with and
// without the flag.
// RUN: sh -c '%scopecheck check %s --no-inline --blockDim 64 --gridDim 4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: no errors found (exhaustive for blockDim=64, gridDim=4
// LAUNCH: exit=0
// RUN: %scopecheck check %s --blockDim 4 --gridDim 2 --engine=dpor --json | grep -o '"executions": [0-9]*' > %t.a
// RUN: %scopecheck check %s --blockDim 4 --gridDim 2 --engine=dpor --json --no-inline | grep -o '"executions": [0-9]*' > %t.b
// RUN: diff %t.a %t.b
//
// Inputs without device functions refuse the flag (exit 2), as they refuse
// launch flags: an .ir program and a litmus test have no calls, and a
// C11/pthreads program is not a kernel for the symbolic engine.
// RUN: sh -c '%scopecheck check %S/../../../kernels/examples/message-passing.ir --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=REFUSE-IR
// REFUSE-IR: error: '--no-inline' does not apply to an .ir input: an .ir program has no calls
// REFUSE-IR: exit=2
// RUN: sh -c '%scopecheck ir %S/../../../kernels/examples/message-passing.ir --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=REFUSE-IR
// RUN: sh -c '%scopecheck check %S/../../../kernels/litmus/2+2w-sc.litmus --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=REFUSE-LITMUS
// REFUSE-LITMUS: error: '--no-inline' does not apply to a .litmus input: a litmus test has no calls
// REFUSE-LITMUS: exit=2
// RUN: sh -c '%scopecheck check %S/../../../kernels/c11/2+2w-sc.c --no-inline 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=REFUSE-C11
// REFUSE-C11: error: '--no-inline' does not apply to a C11/pthreads program: only the symbolic engine checks calls modularly, and it checks kernels
// REFUSE-C11: exit=2

#ifdef WIDE
#define LIMIT 2147483647
#else
#define LIMIT 1000
#endif

__device__ int inc(int x) {
#ifdef WIDE
  __requires(x >= 0);
#else
  __requires(x >= 0 && x < 1000);
#endif
  __ensures(__return_val_int() > x);
  return x + 1;
}

__device__ int pick(int x) {
  __requires(__implies(__enabled(), __uniform_bool(__enabled())));
  __requires(__implies(__enabled(), __distinct_int(x)));
  __ensures(__implies(__enabled(), __distinct_int(__return_val_int())));
#ifdef BAD
  return x / 2;
#else
  return x + 1;
#endif
}

__device__ int gid() { return blockIdx.x * blockDim.x + threadIdx.x; }

__device__ void store(int *p, int i, int v) { p[i] = v; }

__device__ int total;
__device__ void add(int v) { atomicAdd(&total, v); }

__global__ void k(int *a) {
#if defined(PAIR)
  a[pick(threadIdx.x)] = 1;
#elif defined(NOCONTRACT)
  a[gid()] = 1;
#elif defined(MEMORY)
  store(a, blockIdx.x * blockDim.x + threadIdx.x, 1);
  add(1);
  add(2);
#else
  int x = threadIdx.x % 1000;
#ifdef PRE
  x = x - 1;
#endif
  int y = inc(x);
#ifdef EXACT
  __assert(y == x + 1);
#endif
  __assert(y > 0);
  a[blockIdx.x * blockDim.x + threadIdx.x] = y;
#endif
}
