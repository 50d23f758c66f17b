// Sarkar et al., Example 1/3, lines IR 5 and IR 6: an even thread reads
// A[tid] while its left neighbour writes A[tid+1]: the paper's read-write
// race (its witness t1 == t2 + 1).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'A[{{[0-9]+}}] of block 0' {{.*}}between a write (na) of thread {{[0-9]+}} of block 0 and a read (na)
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *out) {
  __shared__ int A[1025], B[1024];
  unsigned tid = threadIdx.x;
  if (tid % 2 == 0)
    B[tid] = A[tid] + 10; // IR 5
  if (tid % 1 == 0)
    A[tid + 1] = 10; // IR 6
}
