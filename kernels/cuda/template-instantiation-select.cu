//--blockDim=4 --gridDim=1 --buffer data=4 --kernel=tileSum<int,4>
//expect: data-race
// A kernel template with two instantiations (one launched from host code,
// one explicitly instantiated); the //-- line selects tileSum<int, 4>. Its
// tile has 4 elements but the loop reads tile[i + 1] while thread i + 1
// writes it in the same barrier interval: the barrier is missing between
// the reads and the writes of a step.

template <typename T, int N> __global__ void tileSum(T *data) {
  __shared__ T tile[N];
  unsigned t = threadIdx.x;
  tile[t] = data[t];
  __syncthreads();
  for (int step = 1; step < N; step *= 2) {
    if (t + step < N)
      tile[t] += tile[t + step];
  }
  if (t == 0)
    data[0] = tile[0];
}

template __global__ void tileSum<int, 4>(int *);

void host(float *d) { tileSum<float, 2><<<1, 2>>>(d); }
