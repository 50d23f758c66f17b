//--blockDim=64 --gridDim=1 --arg n=64
//expect: data-race
// The naive scan "optimised" to one shared buffer updated in place: a
// thread reads temp[thid - offset] while its owner overwrites it in the same
// step (the bug GPU Gems warns about; the double buffer avoids it).
#include <cstdio>

__global__ void scan_in_place(float *g_odata, const float *g_idata, int n) {
  __shared__ float temp[64];
  int thid = threadIdx.x;
  temp[thid] = thid < n ? g_idata[thid] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    if (thid >= offset)
      temp[thid] += temp[thid - offset];
    __syncthreads();
  }
  if (thid < n)
    g_odata[thid] = temp[thid];
}

int main() {
  float *d_in, *d_out;
  cudaMalloc(&d_in, 64 * sizeof(float));
  cudaMalloc(&d_out, 64 * sizeof(float));
  scan_in_place<<<1, 64>>>(d_out, d_in, 64);
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
