// Thesis Fig. 3.6 (slicing) for one block of any size: thread t handles
// y[4t .. 4t+3]; the access-range rule proves it.
//expect: safe
#define N 4
__global__ void saxpy(int a, int *x, int *y) {
  __requires(gridDim.x == 1);
  unsigned tid = threadIdx.x;
  for (int i = 0; i < N; i++) {
    unsigned idx = (tid * N) + i;
    y[idx] = a * x[idx] + y[idx];
  }
}
