// Thesis Figure 4.15, the Kogge-Stone scan (one element per thread, n
// threads): race- and divergence-free for every n and block size, proved
// under the adversarial abstraction (the thesis's barrier invariants are
// for its functional specification, which we do not check).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: note: verified for every 1D launch and input
// CHECK: exit=0

__global__ void koggestone(unsigned n) {
  __shared__ unsigned idx[1024];
  __requires(n == blockDim.x);
  unsigned offset, temp;
  unsigned tid = threadIdx.x;
  for (offset = 1; offset < n; offset *= 2) {
    if (tid >= offset) temp = idx[tid - offset];
    __syncthreads();
    if (tid >= offset) idx[tid] += temp;
    __syncthreads();
  }
}
