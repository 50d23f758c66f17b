// Thesis Fig. 3.7 with more than N threads: thread t+N meets thread t one
// iteration later.
//expect: data-race
#define N 4
__global__ void saxpy(int a, int *x, int *y) {
  __requires(gridDim.x == 1);
  unsigned tid = threadIdx.x;
  for (int i = 0; i < N; i++) {
    unsigned idx = (i * N) + tid;
    y[idx] = a * x[idx] + y[idx];
  }
}
