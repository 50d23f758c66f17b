//--blockDim=32 --warp-sync
// Under --warp-sync the lanes of a warp are ordered only where they run
// together. Lanes 0-15 and 16-31 take different paths here, and the
// else-branch reads what the then-branch writes: on a pre-Volta GPU the two
// paths run one after the other in an order the compiler chooses, so this
// relies on lock-step where the warp is not converged. Reported as a data
// race with a note on divergence.

// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
// CHECK: error: data race on 's[{{[0-9]+}}] of block 0' between a {{read|write}} (na) of thread {{[0-9]+}} of block 0 and a {{read|write}} (na) of thread {{[0-9]+}} of block 0
// CHECK: note: under --warp-sync the lanes of a warp are ordered by lock-step only where they run together: two lanes writing one location in the same instruction race, and lanes on different paths (divergence) or at different iterations are not ordered

__global__ void k(int *out) {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  if (lane < 16)
    s[lane] = lane;
  else
    out[lane] = s[lane - 16];
}
