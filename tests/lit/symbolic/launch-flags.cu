// The launch flags of the command line narrow what is checked; a kernel
// that never reads blockIdx still runs in every block of the grid, and a
// dimension it never reads is taken as 1 unless --all-dims.

// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=GRID
// GRID: error: data race on 'out[{{[0-9]+}}]' (for blockDim={{[0-9]+}}, gridDim={{[2-9]}}, n={{[0-9]+}})
// GRID: exit=1
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ONE
// ONE: note: verified for every launch and input that satisfy: blockDim.y = blockDim.z = 1 (the kernel reads no other dimension; '--all-dims' checks them too); --gridDim=1,1,1 (given)
// ONE: exit=0
// RUN: sh -c '%scopecheck check %s --engine=symbolic --gridDim=1 --all-dims 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ALL
// ALL: error: data race on 'out[{{[0-9]+}}]' (for blockDim={{[0-9]+,([2-9]|[1-9][0-9]+|1,([2-9]|[1-9][0-9]+))}}
// ALL: exit=1
// RUN: sh -c '%scopecheck check %s --gridDim=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=AUTO
// AUTO: note: auto chose the symbolic engine: no launch configuration was given
// AUTO: exit=0

__global__ void k(int *out, int n) {
  for (int j = 0; j < n; j++)
    out[threadIdx.x] += j;
}
