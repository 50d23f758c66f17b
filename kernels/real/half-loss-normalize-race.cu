//--blockDim=64 --gridDim=2 --arg n=128 --buffer loss=1 --buffer pred=128 --buffer target=128 --init pred=random:1
//expect: data-race
// Mean squared error of float predictions against __half targets, with a
// __half loss as mixed-precision code keeps it: every block reduces its squared
// errors in shared memory (in float) and adds the block's sum to one
// __half loss with atomicAdd. The bug: block 0's thread 0 then divides the
// loss by n in place, a plain read and write of the element the other
// block is still adding to (there is no grid-wide ordering inside one
// launch). The fix is a second kernel, or dividing on the host.
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
void check(cudaError_t result, const char *func, const char *file, int line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d \"%s\"\n", file, line,
            (int)result, func);
    exit(EXIT_FAILURE);
  }
}

template <int BLOCK>
__global__ void mseLoss(const float *pred, const __half *target, __half *loss,
                        int n) {
  __shared__ float sq[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  float e = 0.0f;
  if (i < n) {
    float diff = pred[i] - __half2float(target[i]);
    e = diff * diff;
  }
  sq[threadIdx.x] = e;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      sq[threadIdx.x] += sq[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    atomicAdd(loss, __float2half(sq[0]));
    if (blockIdx.x == 0)
      *loss = *loss / __int2half_rn(n); // races with other blocks' atomicAdd
  }
}

int main() {
  const int n = 1 << 12;
  float *h_pred = (float *)malloc(n * sizeof(float));
  __half *h_target = (__half *)malloc(n * sizeof(__half));
  for (int i = 0; i < n; ++i) {
    h_pred[i] = (i % 8) * 0.125f;
    h_target[i] = __float2half((i % 4) * 0.25f);
  }
  float *d_pred;
  __half *d_target, *d_loss, h_loss;
  checkCudaErrors(cudaMalloc(&d_pred, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_target, n * sizeof(__half)));
  checkCudaErrors(cudaMalloc(&d_loss, sizeof(__half)));
  checkCudaErrors(cudaMemcpy(d_pred, h_pred, n * sizeof(float), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_target, h_target, n * sizeof(__half), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemset(d_loss, 0, sizeof(__half)));
  mseLoss<64><<<n / 64, 64>>>(d_pred, d_target, d_loss, n);
  checkCudaErrors(cudaMemcpy(&h_loss, d_loss, sizeof(__half), cudaMemcpyDeviceToHost));
  printf("loss = %f\n", __half2float(h_loss));
  cudaFree(d_pred);
  cudaFree(d_target);
  cudaFree(d_loss);
  free(h_pred);
  free(h_target);
  return 0;
}
