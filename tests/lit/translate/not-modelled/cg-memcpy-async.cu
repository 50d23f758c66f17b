// Not modelled: cooperative groups' asynchronous copy (memcpy_async and
// wait). The front-end names the function at the use, and `check` exits 2.
// RUN: sh -c '%scopecheck check %s --blockDim=32 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: {{.*}}cg-memcpy-async.cu:[[#@LINE+9]]:3: error: cooperative groups function 'memcpy_async' is not supported
// CHECK: exit=2

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(const int *in, int *out) {
  __shared__ int s[32];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, s, in, 32);
  cg::wait(block);
  out[threadIdx.x] = s[31 - threadIdx.x];
}
