//--blockDim=1 --gridDim=2 --buffer data=1 --buffer flag=1
// Inter-block message passing through a flag that the consumer takes with
// a spin loop whose every iteration writes (ScoR's inter-block flag
// patterns; issue 14 item 3): `while (atomicExch(flag, 0) == 0);`, the
// same with `atomicAdd(flag, 0)` and with a confirmation CAS
// `atomicCAS(flag, 0, 0)`. A failed iteration is a silent RMW (it writes
// the 0 it read), so it is cut like a read-only spin iteration
// (docs/memory-model.md "Spin loops that write"). Before, each run went
// on to the per-thread event limit (124 s, 499 executions, incomplete).
//
// With the fences (-DFENCE): P = block 0 runs first: data = 42 (Wd), the
// fence, its exchange Pr/Pw (reads init 0, writes 1; co = Pw). C = block 1:
// its RMW read Cr has two candidates.
//  - Cr reads init: Cw (0) goes right after init, co = Cw Pw, which breaks
//    atomicity for P's RMW; Cw revisits Pr, which then reads Cw (0) and P
//    writes 1 again after it. C's next iteration comes back to the same
//    state after the silent Cr/Cw: cut (not stale: nothing was co-after
//    init when Cr was added). P is done: 1 blocked execution. Cw's own
//    placement stays inconsistent.
//  - Cr reads Pw (1): C leaves the loop; P's fence, Pw, Cr and C's fence
//    synchronise (gpu scope), so C's load of data must read Wd (init
//    would break coherence): 42, the assertion holds. 1 execution.
// So: safe, 1 execution, 1 blocked.
//
// RUN: %scopecheck check %s --engine=dpor -DFENCE --json | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --engine=dpor -DFENCE '-DSPIN=atomicAdd(flag, 0) == 0' --json | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --engine=dpor -DFENCE '-DSPIN=atomicCAS(flag, 0, 0) == 0' --json | FileCheck %s --check-prefix=SAFE
// SAFE: "verdict": "safe", {{.*}}"stats": {"executions": 1, "blocked": 1, "pruned": 0,
//
// Without the fences nothing orders data: relaxed atomics do not
// synchronise. Under --all-errors: the blocked execution as above; when Cr
// reads Pw, C's load of data reads init (the assertion fails: 1 execution,
// the thread stops there) or Wd (1 execution); the load races with Wd in
// both. So 2 executions, 1 blocked, a data race and a failed assertion.
//
// RUN: sh -c '%scopecheck check %s --engine=dpor --all-errors --json; echo "exit $?"' 2>/dev/null | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s --engine=dpor --all-errors "-DSPIN=atomicAdd(flag, 0) == 0" --json; echo "exit $?"' 2>/dev/null | FileCheck %s --check-prefix=RACE
// RUN: sh -c '%scopecheck check %s --engine=dpor --all-errors "-DSPIN=atomicCAS(flag, 0, 0) == 0" --json; echo "exit $?"' 2>/dev/null | FileCheck %s --check-prefix=RACE
// RACE: "verdict": "error", {{.*}}"kind": "data-race", "message": "data race on 'data[0]'"{{.*}}"kind": "assertion", {{.*}}"stats": {"executions": 2, "blocked": 1, "pruned": 0,
// RACE-NEXT: exit 1
//
// A consuming CAS `atomicCAS(flag, 1, 0) != 1` fails without writing (a
// read-only iteration, cut before this change too); with the fences it
// is safe. Cr reading init fails and is cut; Pw, co-after init, was
// already there when Cr was added, so the cut is stale and pruned
// (docs/memory-model.md "Stale spin iterations"); reading Pw it succeeds:
// 1 execution, 1 pruned.
// RUN: %scopecheck check %s --engine=dpor -DFENCE '-DSPIN=atomicCAS(flag, 1, 0) != 1' --json | FileCheck %s --check-prefix=CONSUME
// CONSUME: "verdict": "safe", {{.*}}"stats": {"executions": 1, "blocked": 0, "pruned": 1,
//
// With block-scope exchanges across blocks the flag accesses are not in
// scope inclusion: a heterogeneous race, found at once (silent RMWs of
// block scope on global memory in a multi-block launch are not cut:
// "Spin loops that write" says why).
// RUN: sh -c '%scopecheck check %s --engine=dpor -DFENCE -DSCOPE=_block; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=HET
// HET: error: heterogeneous race on 'flag[0]'
// HET: exit 1

#include <assert.h>
#include <cuda_runtime.h>

#ifndef SCOPE
#define SCOPE
#endif
#define CAT2(A, B) A##B
#define CAT(A, B) CAT2(A, B)
#define XCH(A, B) CAT(atomicExch, B)(A, 0)
#ifndef SPIN
#define SPIN XCH(flag, SCOPE) == 0
#endif

__global__ void mp(int *data, int *flag) {
  if (blockIdx.x == 0) {
    *data = 42;
#ifdef FENCE
    __threadfence();
#endif
    CAT(atomicExch, SCOPE)(flag, 1);
  } else {
    while (SPIN)
      ;
#ifdef FENCE
    __threadfence();
#endif
    int r = *data;
    assert(r == 42);
  }
}
