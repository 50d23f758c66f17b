// Partners through shared memory: thread t records its partner t ^ 1 in
// partner[t]; after the barrier it moves its partner's partner's value,
// i.e. its own slot: dst[partner[t ^ 1]] = src[t]. Race-free and in
// bounds for even block sizes (__requires); the barrier invariant,
// instantiated for the partner, says what partner[t ^ 1] holds.
//expect: safe
__global__ void pairs(int *dst, const int *src) {
  __shared__ unsigned partner[1024];
  __requires(blockDim.x % 2 == 0);
  unsigned t = threadIdx.x;
  partner[t] = t ^ 1;
  __barrier_invariant(partner[threadIdx.x] == (threadIdx.x ^ 1),
                      threadIdx.x ^ 1);
  __syncthreads();
  unsigned base = blockIdx.x * blockDim.x;
  dst[base + partner[t ^ 1]] = src[base + t];
}
