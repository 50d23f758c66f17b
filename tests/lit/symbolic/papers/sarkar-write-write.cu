// Sarkar et al. (ENASE 2021), Example 1, line IR 2: A[tid % 2] is written
// by threads 0, 2, 4, ...: the paper reports a conflict (data race).
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: error: data race on 'A[{{[01]}}] of block {{[0-9]+}}' {{.*}}between a write (na) of thread {{[0-9]+}} of block {{[0-9]+}} and a write (na)
// CHECK: note: confirmed by a concrete run
// CHECK: exit=1

__global__ void k(int *out) {
  __shared__ int A[2];
  unsigned tid = threadIdx.x;
  A[tid % 2] = tid; // IR 2
}
