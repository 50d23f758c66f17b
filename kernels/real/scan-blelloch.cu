//--blockDim=32 --gridDim=1 --arg n=64
//expect: safe
// Work-efficient exclusive scan of 2*blockDim elements in shared memory
// (up-sweep, clear the last element, down-sweep), one block.
#include <stdio.h>
#include <stdlib.h>

#define N_MAX 64

__global__ void prescan(float *g_odata, const float *g_idata, int n) {
  __shared__ float temp[N_MAX];
  int thid = threadIdx.x;
  int offset = 1;
  temp[2 * thid] = g_idata[2 * thid];
  temp[2 * thid + 1] = g_idata[2 * thid + 1];
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      float t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  g_odata[2 * thid] = temp[2 * thid];
  g_odata[2 * thid + 1] = temp[2 * thid + 1];
}

int main() {
  const int n = N_MAX;
  float h_in[n], h_out[n];
  for (int i = 0; i < n; ++i)
    h_in[i] = 1.0f;
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof(h_in));
  cudaMalloc(&d_out, sizeof(h_out));
  cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
  prescan<<<1, n / 2>>>(d_out, d_in, n);
  cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    if (h_out[i] != (float)i) {
      printf("FAILED at %d\n", i);
      return EXIT_FAILURE;
    }
  printf("PASSED\n");
  cudaFree(d_in);
  cudaFree(d_out);
  return EXIT_SUCCESS;
}
