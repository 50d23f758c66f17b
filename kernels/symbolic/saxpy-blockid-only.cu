// The index forgets the thread: every thread of a block writes y[block].
//expect: data-race
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
