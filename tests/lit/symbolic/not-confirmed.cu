// An assertion about a value read from memory fails in the two-thread
// program (loaded values are arbitrary there) but not in a concrete run
// (buffers start at zero): "possible", never "verified", exit 3.

// RUN: sh -c '%scopecheck check %s --engine=symbolic --json 2>%t.err; echo "exit=$?"' | FileCheck %s --check-prefix=JSON
// RUN: FileCheck %s --check-prefix=TEXT < %t.err
// JSON: {"verdict": "incomplete", "engine": "symbolic", {{.*}}"reason": "possible assertion, not confirmed by a concrete run (the {{interval|dpor}} engine at blockDim={{.*}} found no error)"{{.*}}"confirmed": false
// JSON: exit=3
// TEXT: not-confirmed.cu:16:3: warning: possible assertion failed: v == 0 for blockDim=
// TEXT: note: no verdict: possible assertion, not confirmed by a concrete run

#include <cassert>

__global__ void k(int *in) {
  int v = in[0];
  assert(v == 0);
}
