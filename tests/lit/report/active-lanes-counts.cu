//--blockDim=3
// A finding found again with another partition of the active lanes is not
// repeated, but its counts are the larger of the runs'. The partitions of
// lanes {0,1,2} run in the order {012}, {01}{2}, {02}{1}, {0}{12},
// {0}{1}{2}. The write runs in lanes alone in their class, and in lane 0
// when its class is {0,1}: {012} none; {01}{2} lanes 0 and 2 (one racing
// pair, the representative); {02}{1} and {0}{12} one lane; {0}{1}{2} all
// three (three pairs). So one finding standing for 3 pairs, whose witness
// is from {01}{2} (a count of 1 would be the first run's alone).
// RUN: not %scopecheck check %s --engine=dpor --all-errors 2>&1 | FileCheck %s
// RUN: not %scopecheck check %s --engine=interval --all-errors 2>&1 | FileCheck %s
// CHECK: error: data race on 'x[0]' between a write (na) of thread 0 of block 0 and a write (na) of thread 2 of block 0
// CHECK: note: this finding stands for 3 racing pairs of threads (one shown)
// CHECK: executing together as: lanes {0,1} and {2} at
// CHECK: scopecheck: 1 error found (1 data race)
__global__ void k(int *x) {
  unsigned m = __activemask();
  if (__popc(m) == 1 || (threadIdx.x == 0 && m == 3))
    x[0] = threadIdx.x;
}
