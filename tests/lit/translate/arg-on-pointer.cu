// `--arg` on a pointer parameter was accepted silently; a pointer parameter
// is a buffer, sized with --buffer.
// RUN: sh -c '%scopecheck check %s --blockDim=2 --arg p=3 --arg n=2 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c '%scopecheck ir %s --arg p=3 --arg n=2 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: arg-on-pointer.cu:[[@LINE+3]]:24: error: '--arg p=3' gives a value to pointer parameter 'p' of kernel 'k': a pointer parameter is a buffer of its own; give its number of elements with --buffer p=N
// CHECK: exit=2

__global__ void k(int *p, int n) {
  if (threadIdx.x < n)
    p[threadIdx.x] = 1;
}
