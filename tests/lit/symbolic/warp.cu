// Warp collectives in the two-thread reduction (docs/passes.md "Warps"):
// __syncwarp naming both threads of one warp orders their accesses, the
// rendezvous rules are checked between the two threads, and results are
// arbitrary. Counterexamples are replayed by an exact engine.

// An exchange ordered by __syncwarp: safe for the launch given.
// RUN: %scopecheck check %s -DPHASE=1 --engine=symbolic --blockDim=32 --gridDim=1 2>&1 | FileCheck %s --check-prefix=SAFE
// SAFE-NOT: error
// SAFE: note: verified for every

// Without it: a race, confirmed.
// RUN: not %scopecheck check %s -DPHASE=2 --engine=symbolic --blockDim=32 --gridDim=1 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 's[{{[0-9]+}}] of block 0'
// RACE: note: confirmed by a concrete run of an exact engine

// The full mask under a lane-dependent branch: divergence, confirmed.
// RUN: not %scopecheck check %s -DPHASE=3 --engine=symbolic --blockDim=32 --gridDim=1 2>&1 | FileCheck %s --check-prefix=DIV
// DIV: error: barrier divergence
// DIV: note: confirmed by a concrete run of an exact engine

// A shuffle reduction whose result only reaches memory: safe, for every
// launch of whole warps.
// RUN: %scopecheck check %s -DPHASE=4 --engine=symbolic --blockDim=64 --gridDim=1 2>&1 | FileCheck %s --check-prefix=SAFE

// A shuffle reading a lane its mask does not name: confirmed.
// RUN: not %scopecheck check %s -DPHASE=5 --engine=symbolic --blockDim=32 --gridDim=1 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: error: undefined value: lane {{[0-9]+}} reads lane {{[0-9]+}}
// UNDEF: note: confirmed by a concrete run of an exact engine

__global__ void k(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
#if PHASE == 1
  s[t] = t;
  __syncwarp();
  out[t] = s[t ^ 1];
#elif PHASE == 2
  s[t] = t;
  out[t] = s[t ^ 1];
#elif PHASE == 3
  if (t < 16)
    __syncwarp();
#elif PHASE == 4
  int v = t;
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (t % 32 == 0)
    out[t / 32] = v;
#elif PHASE == 5
  if (t < 16)
    out[t] = __shfl_sync(0x0000ffff, (int)t, 20);
#endif
}
