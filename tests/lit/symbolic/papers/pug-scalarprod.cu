// PUG Figure 1, scalarProdGPU (with gridDim.x as the stride of the vector
// loop, as in the CUDA SDK; the figure prints blockDim.x). PUG reports that
// the barrier on line 14 of the figure suffices for race freedom. It does not:
// after the last reduction step (stride 1) thread 0 reads acc[1] while thread
// 1, which skips that step, may already write acc[1] for the next vector
// (no barrier between the two). The exact engine confirms it at a small
// launch. The symbolic engine does not decide this kernel yet (four nested
// loops; Houdini's queries time out): an honest exit 3.
// RUN: sh -c '%scopecheck check %s --blockDim=2 --gridDim=1 --arg vN=2 --arg eN=1 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=EXACT
// EXACT: error: data race on 'acc[1] of block 0' between a read (na) of thread 0 of block 0 and a write (na) of thread 1 of block 0
// EXACT: exit=1
// RUN: sh -c '%scopecheck check %s --engine=symbolic --timeout=10 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SYM
// SYM: note: no verdict:
// SYM: exit=3

#define ACC_N 64
__global__ void scalarProdGPU(float *d_C, float *d_A, float *d_B, int vN, int eN) {
  __shared__ float acc[ACC_N];
  for (int vec = blockIdx.x; vec < vN; vec += gridDim.x) {
    int vBase = eN * vec;
    int vEnd = vBase + eN;
    for (int i = threadIdx.x; i < ACC_N; i += blockDim.x) {
      float sum = 0;
      for (int pos = vBase + i; pos < vEnd; pos += ACC_N)
        sum += d_A[pos] * d_B[pos];
      acc[i] = sum;
    }
    for (int stride = ACC_N / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      for (int i = threadIdx.x; i < stride; i += blockDim.x)
        acc[i] += acc[stride + i];
    }
    if (threadIdx.x == 0) d_C[vec] = acc[0];
  }
}
