//--blockDim=32 --gridDim=1 --arg n=64 --init keys=64,63,62,61,60,59,58,57,56,55,54,53,52,51,50,49,48,47,46,45,44,43,42,41,40,39,38,37,36,35,34,33,32,31,30,29,28,27,26,25,24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1
//expect: safe
// Odd-even transposition sort of 2*blockDim keys in shared memory: each
// phase compares disjoint pairs, a barrier separates the phases.
#include <stdio.h>

__device__ void compareSwap(int *s, int a, int b) {
  if (s[a] > s[b]) {
    int t = s[a];
    s[a] = s[b];
    s[b] = t;
  }
}

__global__ void oddEvenSort(int *keys, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[2 * t] = keys[2 * t];
  s[2 * t + 1] = keys[2 * t + 1];
  __syncthreads();
  for (int phase = 0; phase < n; ++phase) {
    int first = 2 * t + (phase & 1);
    if (first + 1 < n)
      compareSwap(s, first, first + 1);
    __syncthreads();
  }
  keys[2 * t] = s[2 * t];
  keys[2 * t + 1] = s[2 * t + 1];
}

int main() {
  int h[64];
  for (int i = 0; i < 64; ++i)
    h[i] = (i * 37) % 64;
  int *d;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  oddEvenSort<<<1, 32>>>(d, 64);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 1; i < 64; ++i)
    if (h[i - 1] > h[i]) {
      printf("not sorted at %d\n", i);
      return 1;
    }
  printf("sorted\n");
  cudaFree(d);
  return 0;
}
