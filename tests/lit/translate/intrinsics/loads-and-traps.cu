// Cache-hinted loads and stores are plain accesses (their races are found);
// __nanosleep has no effect; __trap() fails like an assertion.
// RUN: %scopecheck check %s --blockDim=32 --gridDim=2
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: loads-and-traps.cu:{{[0-9]+}}:{{[0-9]+}}: error: data race on 'out[0]'
// RACE: exit=1
// RUN: sh -c '%scopecheck check %s --blockDim=32 --gridDim=2 -DTRAP 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=TRAP
// TRAP: error: assertion failed: __trap() called in thread 5 of block 0
// TRAP: exit=1

__global__ void k(const float *in, float *out, const int *idx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = __ldg(in + i) + __ldcg(&in[i]) + __ldcs(in + i) + __ldca(in + i);
  int j = __ldg(&idx[i]);
  __nanosleep(100);
  __stcg(&out[i], v + __ldlu(in + i) + __ldcv(in + i) + (float)j);
#ifdef RACE
  __stcs(&out[0], v);
#endif
#ifdef TRAP
  if (i == 5)
    __trap();
#endif
}
