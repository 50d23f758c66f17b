//--blockDim=2 --gridDim=1 --arg vN=1 --arg eN=4 --buffer d_A=4 --buffer d_B=4 --buffer d_C=1
//expect: data-race
// scalarprod-one-vector.cu without the barrier at the top of each
// reduction step (line 14 of the scalarProd kernel in PUG and GPUVerify's
// examples): in the step with stride 1, thread 0 reads acc[1], which
// thread 1 wrote (acc[1] += acc[3]) in the step before with no barrier in
// between.

#include <cuda_runtime.h>

#define ACC_N 4

__global__ void scalarProdGPU(float *d_C, float *d_A, float *d_B, int vN,
                              int eN) {
  __shared__ float acc[ACC_N];

  for (int vec = blockIdx.x; vec < vN; vec += blockDim.x) {
    int vBase = eN * vec;
    int vEnd = vBase + eN;

    for (int i = threadIdx.x; i < ACC_N; i += blockDim.x) {
      float sum = 0;
      for (int pos = vBase + i; pos < vEnd; pos += ACC_N)
        sum += d_A[pos] * d_B[pos];
      acc[i] = sum;
    }

    for (int stride = ACC_N / 2; stride > 0; stride >>= 1) {
      for (int i = threadIdx.x; i < stride; i += blockDim.x)
        acc[i] += acc[stride + i];
    }

    if (threadIdx.x == 0)
      d_C[vec] = acc[0];
  }
}
