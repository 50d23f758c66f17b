// Launches an engine cannot hold are refused at once with the reason and
// exit 3, never by exhausting memory or an allocation failure (issue 17).
//
// The interval engine holds one block's threads at a time: a block of
// 2^31-1 threads does not fit in any memory limit it is given.
// RUN: sh -c '%scopecheck check %s --blockDim=2147483647 --engine=interval; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: sh -c '%scopecheck check %s --blockDim=100000000 --engine=interval --max-memory=4096; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: note: exploration incomplete: a block of {{[0-9]+}} threads needs about {{[0-9]+}} MB of thread state, more than the memory limit (--max-memory={{[0-9]+}} MB)
// BLOCK: exit 3
//
// The dpor engine explores launches of at most 4096 threads.
// RUN: sh -c '%scopecheck check %s --blockDim=1024 --gridDim=1024 --engine=dpor; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=DPOR
// DPOR: note: exploration incomplete: the dpor engine checks launches of at most 4096 threads; this one has 1048576 (use the interval engine or a smaller launch)
// DPOR: exit 3
//
// A run that outgrows --max-memory stops there (here at once: 1 MB is
// less than the process itself).
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=dpor --max-memory=1; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: sh -c '%scopecheck check %s --blockDim=4 --engine=interval --max-memory=1; echo "exit $?"' 2>&1 | FileCheck %s --check-prefix=MEM
// MEM: note: exploration incomplete: memory limit (--max-memory=1 MB) reached
// MEM: exit 3

__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
