// Unnamed kernel parameters (a structure, a scalar, a pointer) cannot be
// used by the body: they get no IR parameter and need no --arg or --buffer
// (an unnamed structure parameter was reported as an internal error).
// RUN: %scopecheck ir %s --no-locs | FileCheck %s
// RUN: sh -c '%scopecheck check %s --blockDim=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// CHECK: proc @k(out : ptr) {
// CHECK: launch kernel @k grid [1,1,1] block [1,1,1] (@out);
// RACE: error: data race on '{{@?}}out[0]'
// RACE: exit=1

struct Pair {
  int a, b;
};

__global__ void k(int *out, Pair, int, float *) { out[0] = threadIdx.x; }
