// A kernel with a 100,000-iteration loop in one thread (issue 14 item 4):
// the dpor engine stops the thread at the per-thread event limit and says
// so (exit 3), never ends by a signal. The loop's reads of a[] see only
// the initial values (the write comes after it), so each read has one
// choice and no state is copied.
//
// RUN: sh -c '%scopecheck check %s --engine=dpor --blockDim=2; echo "exit $?"' 2>&1 | FileCheck %s
// CHECK: note: exploration incomplete: per-thread event limit (1000 events) reached by thread 0 of block 0 at {{.*}}long-loop.cu:[[#@LINE+10]]:
// CHECK: exit 3
//
// RUN: sh -c '%scopecheck check %s --engine=dpor --blockDim=1 --max-events=5000; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=MORE
// MORE: per-thread event limit (5000 events) reached by thread 0 of block 0
// MORE: exit 3

__global__ void sum(int *a) {
  int s = 0;
  for (int i = 0; i < 100000; ++i)
    s += a[i % 4];
  if (threadIdx.x == 0)
    a[0] = s;
}
