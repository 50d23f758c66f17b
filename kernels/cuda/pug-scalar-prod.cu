//--blockDim=2 --gridDim=1 --arg vN=3 --arg eN=4 --buffer d_A=12 --buffer d_B=12 --buffer d_C=3
//expect: data-race
// PUG's scalarProdGPU (Figure 1, from NVIDIA's CUDA Zone), with ACC_N = 4.
// The single barrier at the top of each reduction step orders the steps,
// but nothing orders the last step of one vector (thread 0 reads acc[1])
// before the next vector's partial sums (thread 1 writes acc[1]). The
// vector loop steps by blockDim.x (as printed), so with vN = 3 the one
// block handles vectors 0 and 2: a data race. scalarprod-one-vector.cu has
// a single vector and no race.

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
