// Neighbours exchange elements through shared memory without a barrier
// between the write and the read: thread t reads s[t ^ 1] while thread
// t ^ 1 writes it.
//expect: data-race
__global__ void swap(int *out) {
  __shared__ int s[1024];
  unsigned t = threadIdx.x;
  s[t] = t;
  out[blockIdx.x * blockDim.x + t] = s[t ^ 1];
}
