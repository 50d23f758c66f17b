// Thesis Fig. 3.6 on a grid: every block writes the same slices.
//expect: data-race
#define N 4
__global__ void saxpy(int a, int *x, int *y) {
  unsigned tid = threadIdx.x;
  for (int i = 0; i < N; i++) {
    unsigned idx = (tid * N) + i;
    y[idx] = a * x[idx] + y[idx];
  }
}
