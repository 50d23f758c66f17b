//--blockDim=64 --gridDim=1 --arg n=64
//expect: safe
// Inclusive scan of one block, Hillis and Steele's algorithm with two
// shared buffers swapped at each step (GPU Gems 3, chapter 39, naive scan).
#include <cstdio>
#include <cstdlib>

template <typename T, unsigned BLOCK>
__global__ void scan_naive(T *g_odata, const T *g_idata, int n) {
  __shared__ T temp[2 * BLOCK];
  int thid = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + thid] = thid < n ? g_idata[thid] : T(0);
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (thid >= offset)
      temp[pout * n + thid] = temp[pin * n + thid] + temp[pin * n + thid - offset];
    else
      temp[pout * n + thid] = temp[pin * n + thid];
    __syncthreads();
  }
  if (thid < n)
    g_odata[thid] = temp[pout * n + thid];
}

int main(int argc, char *argv[]) {
  const int n = 64;
  float h_in[n], h_out[n];
  for (int i = 0; i < n; ++i)
    h_in[i] = (float)(rand() % 10);
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof(h_in));
  cudaMalloc(&d_out, sizeof(h_out));
  cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
  scan_naive<float, 64><<<1, n>>>(d_out, d_in, n);
  cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost);
  float acc = 0;
  for (int i = 0; i < n; ++i) {
    acc += h_in[i];
    if (h_out[i] != acc) {
      printf("mismatch at %d\n", i);
      return EXIT_FAILURE;
    }
  }
  puts("ok");
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
