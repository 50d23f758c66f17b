// A tree reduction with halving strides and barriers: proved for every
// launch with loop invariants found by Houdini (the stride is a power of
// two, the accesses of the last interval are logged at thread 1's offsets).

// RUN: sh -c '%scopecheck check %s --engine=symbolic --json 2>%t.err; echo "exit=$?"' | FileCheck %s --check-prefix=JSON
// RUN: FileCheck %s --check-prefix=TEXT < %t.err
// JSON: {"verdict": "safe", "engine": "symbolic", {{.*}}"solver_seconds": {{.*}}"invariants": {"candidates": {{[1-9][0-9]*}}, "proved": {{[1-9][0-9]*}}, "rules": {{{.*}}"no-access-in-block": {"candidates": {{[0-9]+}}, "proved": {{[1-9][0-9]*}}}
// JSON: exit=0
// TEXT: note: verified for every 1D launch and input that satisfy: blockDim.y = gridDim.y = blockDim.z = gridDim.z = 1 (the kernel reads no other dimension; '--all-dims' checks them too); 1 <= blockDim.x * blockDim.y * blockDim.z <= 1024
// TEXT: note: symbolic (adversarial abstraction): 1 loop, {{[0-9]+}} candidate invariants ({{[0-9]+}} proved)

__global__ void reduce(int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = blockDim.x / 2; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
