//--blockDim=64 --gridDim=2 --arg len=100 --arg shift=3
//expect: safe
// A per-character Caesar shift of a text buffer: char loads and stores.
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

__device__ char rotate(char c, int shift) {
  if (c >= 'a' && c <= 'z')
    return (char)('a' + (c - 'a' + shift) % 26);
  if (c >= 'A' && c <= 'Z')
    return (char)('A' + (c - 'A' + shift) % 26);
  return c;
}

__global__ void caesar(const char *in, char *out, int len, int shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < len)
    out[i] = rotate(in[i], shift);
}

int main(int argc, char **argv) {
  const char *text = argc > 1 ? argv[1] : "Hello, GPU world";
  int len = (int)strlen(text);
  char *d_in, *d_out, *h_out = (char *)malloc(len + 1);
  cudaMalloc(&d_in, len);
  cudaMalloc(&d_out, len);
  cudaMemcpy(d_in, text, len, cudaMemcpyHostToDevice);
  caesar<<<(len + 63) / 64, 64>>>(d_in, d_out, len, 3);
  cudaMemcpy(h_out, d_out, len, cudaMemcpyDeviceToHost);
  h_out[len] = '\0';
  printf("%s -> %s\n", text, h_out);
  cudaFree(d_in);
  cudaFree(d_out);
  free(h_out);
  return 0;
}
