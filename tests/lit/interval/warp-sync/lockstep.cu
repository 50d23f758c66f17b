//--blockDim=64
// What --warp-sync orders and what it does not (the interval engine runs
// each warp in lock-step: docs/memory-model.md "Lock-step warps").

// Lanes of one warp: every lane's store comes before every lane's load, so
// the exchange of `phase1` has no race under --warp-sync (a data race
// without it).
// RUN: %scopecheck check %s -DPHASE=1 --warp-sync 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: not %scopecheck check %s -DPHASE=1 --engine=interval 2>&1 | FileCheck %s --check-prefix=RACE
// SAFE-NOT: error
// SAFE: 64 threads in 1 block,
// RACE: error: data race on 's[{{[0-9]+}}] of block 0'

// Lanes of different warps are not in lock-step: still a race.
// RUN: not %scopecheck check %s -DPHASE=2 --warp-sync 2>&1 | FileCheck %s --check-prefix=RACE

// Two lanes writing one location in the same store race.
// RUN: not %scopecheck check %s -DPHASE=3 --warp-sync 2>&1 | FileCheck %s --check-prefixes=RACE,SAME
// SAME: note: under --warp-sync the lanes of a warp are ordered by lock-step

// The legacy warp scan with lane-dependent branches: the lanes that skip a
// step wait (masked off) and the warp reconverges after each `if`, so the
// reads of one step come after the writes of the previous one.
// RUN: %scopecheck check %s -DPHASE=4 --warp-sync 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: not %scopecheck check %s -DPHASE=4 --engine=interval 2>&1 | FileCheck %s --check-prefix=RACE

// A loop whose trip count differs between lanes: the lanes still in the
// loop run first, the others wait after it; the accesses after the loop
// come after all of the loop's.
// RUN: %scopecheck check %s -DPHASE=5 --warp-sync 2>&1 | FileCheck %s --check-prefix=SAFE

__global__ void k(int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x, lane = t % 32;
#if PHASE == 1
  s[t] = t;
  out[t] = s[t ^ 1];
#elif PHASE == 2
  s[t] = t;
  out[t] = s[(t + 32) % 64];
#elif PHASE == 3
  s[t / 32] = t;
#elif PHASE == 4
  s[t] = t;
  if (lane >= 1) s[t] += s[t - 1];
  if (lane >= 2) s[t] += s[t - 2];
  if (lane >= 4) s[t] += s[t - 4];
  if (lane >= 8) s[t] += s[t - 8];
  if (lane >= 16) s[t] += s[t - 16];
  out[t] = s[t];
#elif PHASE == 5
  s[t] = 0;
  for (unsigned i = 0; i < lane % 4; ++i)
    s[t] += 1;
  out[t] = s[t ^ 1];
#endif
}
