//--blockDim=64 --gridDim=2 --arg n=128 --dynamic-shared=256
//expect: safe
// The toolkit's clock sample idea: each block times its own reduction with
// clock() and thread 0 stores the start and end counts.
#include <stdio.h>
#include <stdlib.h>

__global__ void timedReduction(const float *input, float *output,
                               clock_t *timer, int n) {
  extern __shared__ float shared[];
  const int tid = threadIdx.x;
  const int bid = blockIdx.x;
  if (tid == 0)
    timer[bid] = clock();
  int i = bid * blockDim.x + tid;
  shared[tid] = i < n ? input[i] : 0.0f;
  __syncthreads();
  for (int d = blockDim.x / 2; d > 0; d /= 2) {
    if (tid < d)
      shared[tid] += shared[tid + d];
    __syncthreads();
  }
  if (tid == 0) {
    output[bid] = shared[0];
    timer[bid + gridDim.x] = clock();
  }
}

int main(int argc, char **argv) {
  const int blocks = 64, threads = 256, n = blocks * threads;
  float *dinput, *doutput;
  clock_t *dtimer, timer[2 * blocks];
  cudaMalloc((void **)&dinput, sizeof(float) * n);
  cudaMalloc((void **)&doutput, sizeof(float) * blocks);
  cudaMalloc((void **)&dtimer, sizeof(clock_t) * 2 * blocks);
  timedReduction<<<blocks, threads, sizeof(float) * threads>>>(dinput, doutput,
                                                               dtimer, n);
  cudaMemcpy(timer, dtimer, sizeof(timer), cudaMemcpyDeviceToHost);
  long double avg = 0;
  for (int i = 0; i < blocks; i++)
    avg += (long double)(timer[i + blocks] - timer[i]);
  printf("Average clocks/block = %Lf\n", avg / blocks);
  cudaFree(dinput);
  cudaFree(doutput);
  cudaFree(dtimer);
  return EXIT_SUCCESS;
}
