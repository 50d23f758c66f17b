// Kogge-Stone without the barrier between the read and the add: thread t
// adds into idx[t] while thread t+offset reads it.
//expect: data-race
__global__ void koggestone(unsigned n) {
  __shared__ unsigned idx[1024];
  __requires(n == blockDim.x);
  unsigned offset, temp;
  unsigned tid = threadIdx.x;
  for (offset = 1; offset < n; offset *= 2) {
    if (tid >= offset)
      temp = idx[tid - offset];
    if (tid >= offset)
      idx[tid] += temp;
    __syncthreads();
  }
}
