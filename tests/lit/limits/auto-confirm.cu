// --engine=auto on a launch too large for dpor to be its choice runs the
// interval engine, which is not exact when atomics decide control flow.
// An error it reports is confirmed by dpor at the same launch before exit
// 1; unconfirmed, it is a possible error, exit 3 (issue 17).
//
// A correctly synchronised CAS lock at 66 threads: the interval engine's
// race is spurious, dpor finds none within what is left of --timeout
// (which also counts the translation): exit 3.
// RUN: sh -c '%scopecheck check %srcroot/kernels/bench/caslock.cu --blockDim=2 --gridDim=33 --buffer lock=1 --buffer counter=1 --timeout=8; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=LOCK
// LOCK: note: exploration incomplete: possible data-race, not confirmed by an exact engine (dpor at this launch: timeout reached)
// LOCK: exit 3
//
// A real race at 66 threads: dpor confirms it at once: exit 1.
// RUN: sh -c '%scopecheck check %s --blockDim=66 --timeout=60; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on
// RACE: exit 1

__global__ void k(int *flag, int *x) {
  if (atomicAdd(flag, 1) == 0)
    *x = 1;
  else
    *x = 2;
}
