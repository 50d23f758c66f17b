// `while (1) __syncthreads();` under --engine=dpor: the barrier events
// count toward the per-thread event limit, so the run ends with exit 3 and
// the limit named, not with a stack overflow (issue 17).
//
// RUN: sh -c '%scopecheck check %s --engine=dpor --blockDim=2; echo "exit $?"' 2>&1 | FileCheck %s
// CHECK: note: exploration incomplete: per-thread event limit (1000 events) reached by thread 0 of block 0 at {{.*}}syncthreads-forever.cu:[[#@LINE+5]]:
// CHECK: note: 0 executions (1 blocked)
// CHECK: exit 3

__global__ void spin() {
  while (1) __syncthreads();
}
