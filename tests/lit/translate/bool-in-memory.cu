// `bool` in memory (shared, global, __device__ with an initialiser, local
// arrays, structure fields in shared memory) is one byte: a store writes 0
// or 1, a load reads nonzero as true. It used to fail the IR verifier
// ("load access type cannot be bool").
// RUN: %scopecheck check %s
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: shared @sflag : i8[4];
// IR: store.na i8
// RUN: sh -c '%scopecheck check %s -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WRONG
// WRONG: bool-in-memory.cu:[[@LINE+23]]:3: error: assertion failed
// WRONG: exit=1
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'sflag[0] of block {{[01]}}'
// RACE: exit=1
//--blockDim=4 --gridDim=2 --buffer in=8 --buffer out=8
#include <assert.h>

__device__ bool enabled[2] = {true, false};
struct Cell { int v; bool live; };

__global__ void k(const bool *in, bool *out) {
  __shared__ bool sflag[4];
  __shared__ Cell cells[4];
  bool local[3] = {true, false, true};
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  sflag[t] = in[i] && local[t % 3];
  cells[t].live = !sflag[t];
  cells[t].v = (int)sflag[t] + 2;
  __syncthreads();
  out[i] = sflag[(t + 1) % 4] || enabled[blockIdx.x];
  assert(cells[t].live != sflag[t] && cells[t].v == (sflag[t] ? 3 : 2));
#ifdef WRONG
  assert(local[1]);
#endif
#ifdef RACE
  sflag[0] = true;
#endif
}
