//--blockDim=8 --gridDim=2 --arg num_tokens=4 --arg dim2=4 --buffer indices=4 --init indices=2,0,2,1 --buffer grad_out=16 --buffer grad_weight=16
//expect: safe
// Embedding backward pass in half precision, as mixed-precision training
// code writes it: every token's output gradient (dim2 __half2 pairs) is
// added to the row of the weight gradient that its index selects. Tokens
// that share an index (here tokens 0 and 2 both select row 2) add to the
// same elements, so the adds are atomicAdd on __half2 (each 16-bit element
// atomic). The host checks the result against a float reference.
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                       \
              cudaGetErrorString(err));                                        \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__global__ void embeddingBackward(const int *__restrict__ indices,
                                  const __half2 *__restrict__ grad_out,
                                  __half2 *grad_weight, int num_tokens,
                                  int dim2) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int token = tid / dim2;
  int d = tid % dim2;
  if (token >= num_tokens)
    return;
  int row = indices[token];
  atomicAdd(&grad_weight[row * dim2 + d], grad_out[token * dim2 + d]);
}

int main(int argc, char **argv) {
  int num_tokens = argc > 1 ? atoi(argv[1]) : 4096;
  const int vocab = 512, dim2 = 64;
  int *h_idx = (int *)malloc(num_tokens * sizeof(int));
  __half2 *h_grad = (__half2 *)malloc(num_tokens * dim2 * sizeof(__half2));
  __half2 *h_w = (__half2 *)malloc(vocab * dim2 * sizeof(__half2));
  float *ref = (float *)calloc(vocab * dim2 * 2, sizeof(float));
  srand(7);
  for (int t = 0; t < num_tokens; ++t) {
    h_idx[t] = rand() % vocab;
    for (int d = 0; d < dim2; ++d) {
      float a = (rand() % 16) / 64.0f, b = (rand() % 16) / 64.0f;
      h_grad[t * dim2 + d] = __floats2half2_rn(a, b);
      ref[(h_idx[t] * dim2 + d) * 2] += a;
      ref[(h_idx[t] * dim2 + d) * 2 + 1] += b;
    }
  }
  int *d_idx;
  __half2 *d_grad, *d_w;
  CUDA_CHECK(cudaMalloc(&d_idx, num_tokens * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_grad, num_tokens * dim2 * sizeof(__half2)));
  CUDA_CHECK(cudaMalloc(&d_w, vocab * dim2 * sizeof(__half2)));
  CUDA_CHECK(cudaMemcpy(d_idx, h_idx, num_tokens * sizeof(int),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_grad, h_grad, num_tokens * dim2 * sizeof(__half2),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_w, 0, vocab * dim2 * sizeof(__half2)));
  int threads = 256;
  int blocks = (num_tokens * dim2 + threads - 1) / threads;
  embeddingBackward<<<blocks, threads>>>(d_idx, d_grad, d_w, num_tokens, dim2);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h_w, d_w, vocab * dim2 * sizeof(__half2),
                        cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < vocab * dim2; ++i) {
    float2 v = __half22float2(h_w[i]);
    if (fabsf(v.x - ref[2 * i]) > 0.05f || fabsf(v.y - ref[2 * i + 1]) > 0.05f)
      ++errors;
  }
  printf("%s (%d mismatches)\n", errors ? "FAILED" : "PASSED", errors);
  cudaFree(d_idx);
  cudaFree(d_grad);
  cudaFree(d_w);
  free(h_idx);
  free(h_grad);
  free(h_w);
  free(ref);
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
