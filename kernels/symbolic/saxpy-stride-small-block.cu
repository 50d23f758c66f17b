// Thesis Fig. 3.7 (striding) for one block of at most N threads: thread t
// handles y[t], y[t+N], ...; the access-stride rule proves it.
//expect: safe
#define N 4
__global__ void saxpy(int a, int *x, int *y) {
  __requires(gridDim.x == 1 && blockDim.x <= N);
  unsigned tid = threadIdx.x;
  for (int i = 0; i < N; i++) {
    unsigned idx = (i * N) + tid;
    y[idx] = a * x[idx] + y[idx];
  }
}
