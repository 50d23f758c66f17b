//--blockDim=2 --gridDim=1 --arg vN=1 --arg eN=4 --buffer d_A=4 --buffer d_B=4 --buffer d_C=1
//expect: safe
// pug-scalar-prod.cu with one vector (vN = 1): each reduction step is
// ordered by the barrier at the top of the next one, and thread 0's final
// read of acc[0] follows its own write: no race.

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
      __syncthreads();
      for (int i = threadIdx.x; i < stride; i += blockDim.x)
        acc[i] += acc[stride + i];
    }

    if (threadIdx.x == 0)
      d_C[vec] = acc[0];
  }
}
