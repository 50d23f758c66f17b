// Thesis Figure 4.14, the Brent-Kung scan (n = 2 * blockDim.x, a power of
// two; the figure's 'left[idx]' is idx[left]; the figure does not size the
// array: with n up to 2 * 1024 it needs 2048 elements, and with 1024 the
// engine confirms an out-of-bounds access at blockDim=1024). Race-free:
// the proof needs the relation between offset and d (the thesis'
// offset * d == n / 2), which the rule 'exponent' states in the
// logarithmic domain: tz(offset) - tz(entry(offset)) == lz(d) - lz(entry(d))
// in the upsweep, and the same with the roles swapped in the downsweep.
// Houdini keeps both only with stage 2's larger work limit.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --json 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: "verdict": "safe"
// CHECK-SAME: "exponent": {"candidates": 2, "proved": 2}
// CHECK: exit=0

__global__ void brentkung(unsigned n) {
  __shared__ unsigned idx[2048];
  __requires(n == 2 * blockDim.x);
  __requires((n & (n - 1)) == 0);
  unsigned left, right;
  unsigned tid = threadIdx.x;
  unsigned offset = 1;
  for (unsigned d = n / 2; d > 0; d /= 2) {
    __syncthreads();
    if (tid < d) {
      left = offset * (2 * tid + 1) - 1;
      right = offset * (2 * tid + 2) - 1;
      idx[right] += idx[left];
    }
    offset *= 2;
  }
  for (unsigned d = 2; d < n; d *= 2) {
    offset /= 2;
    __syncthreads();
    if (tid < (d - 1)) {
      left = (offset * (tid + 1)) - 1;
      right = left + (offset / 2);
      idx[right] += idx[left];
    }
  }
}
