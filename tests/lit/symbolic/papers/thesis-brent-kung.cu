// Thesis Figure 4.14, the Brent-Kung scan (n = 2 * blockDim.x, a power of
// two; the figure's 'left[idx]' is idx[left]). Race-free, but the proof
// needs the relation between offset and d (offset * d == n / 2), which the
// inference rules do not produce: NOT DECIDED YET, an honest exit 3.
// RUN: sh -c '%scopecheck check %s --engine=symbolic --timeout=10 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: no verdict:
// CHECK: exit=3

__global__ void brentkung(unsigned n) {
  __shared__ unsigned idx[1024];
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
