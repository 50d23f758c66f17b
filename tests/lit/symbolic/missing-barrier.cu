// The tree reduction without the barrier in its loop: the counterexample of
// the two-thread program is replayed by an exact engine at its launch and
// confirmed (exit 1, "confirmed": true, the launch in the message).

// RUN: sh -c '%scopecheck check %s --engine=symbolic --json 2>%t.err; echo "exit=$?"' | FileCheck %s --check-prefix=JSON
// RUN: FileCheck %s --check-prefix=TEXT < %t.err
// JSON: {"verdict": "error", "engine": "symbolic", {{.*}}"kind": "data-race", "message": "data race on 's[{{[0-9]+}}] of block {{[0-9]+}}' (for blockDim={{[0-9]+}}, gridDim={{[0-9]+}})"{{.*}}"confirmed": true
// JSON: exit=1
// TEXT: missing-barrier.cu:{{2[0-9]}}:{{[0-9]+}}: error: data race on 's[{{[0-9]+}}] of block {{[0-9]+}}' (for blockDim=
// TEXT: note: witness execution
// TEXT: note: confirmed by a concrete run of an exact engine at the counterexample's launch

__global__ void reduce(int *in, int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned d = blockDim.x / 2; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
