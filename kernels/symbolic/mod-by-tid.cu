// Sarkar et al., section 4: A[i % tid] divides by zero in thread 0.
//expect: runtime-error
__global__ void k(int *out) {
  __shared__ int A[1024];
  unsigned tid = threadIdx.x;
  for (unsigned i = 0; i < 100; i++)
    A[i % tid] = i + 10;
}
